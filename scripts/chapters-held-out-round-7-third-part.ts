/** Held-out descriptions of round 7, the third eight (scripts/chapters-held-out-round-7.ts). */
import type { ChapterFixture } from "../src/shared/chapters.fixtures";

export const HELD_OUT_ROUND_7_THIRD_PART: ChapterFixture[] = [
  {
    name: "US contemporary church Sunday service, em-dash chapters, 'Song - Artist' set, response song with label, text-to-give and CCLI lines",
    description: `Sunday Service | 10:30 AM | March 3, 2024 | Grace Point Church

Welcome to Grace Point! We're so glad you're joining us online today. If you're new, let us know: gracepoint.church/connect

This week: "Anxious for Nothing" — Part 3 of our series Unshaken | Pastor Mike Daniels | Philippians 4:4-9

CHAPTERS
0:00 — Countdown
5:00 — Welcome
6:22 — Build My Life - Housefires
11:48 — Goodness of God - Bethel Music
18:30 — Gratitude - Brandon Lake
24:05 — Announcements
27:40 — Giving
29:15 — Message: Anxious for Nothing
1:06:50 — Response: Lord, I Need You - Matt Maher
1:12:10 — Closing Prayer

GIVE: Text GRACEPOINT to 73256 or visit gracepoint.church/give
Service times: Sundays at 9:00 & 10:30 AM | Wednesday Night Live 6:30 PM

CCLI Copyright License #1234567
CCLI Streaming License #20987654

Instagram: @gracepointchurch
#GracePoint #SundayService #Unshaken`,
    duration: 4500,
    songs: ["6:22 Build My Life", "11:48 Goodness of God", "18:30 Gratitude", "1:06:50 Lord, I Need You"],
    authors: { "Build My Life": "Housefires", "Goodness of God": "Bethel Music", "Gratitude": "Brandon Lake", "Lord, I Need You": "Matt Maher" },
    skipped: 6,
  },
  {
    name: "UK Anglican parish Eucharist for Trinity Sunday, hymns with tune names in parentheses (not authors), anthem with composer, schedule lines starting with clock times",
    description: `Parish Eucharist for Trinity Sunday | St Mary's Church, Ashford | 26 May 2024

Celebrant: The Revd Canon Sarah Whitfield
Preacher: The Revd James Okafor
Music: St Mary's Choir, directed by Tom Harris; organist Philip Grant

Readings: Isaiah 6:1-8 | Romans 8:12-17 | John 3:1-17

Order of service
00:00 Bells and organ voluntary
04:12 Introit Hymn 167: Praise, My Soul, the King of Heaven (Praise, my soul)
08:30 Greeting, Prayers of Penitence and Gloria
13:05 Collect for Trinity Sunday
14:20 First Reading – Isaiah 6:1-8
17:10 Gradual Hymn: I Bind Unto Myself Today (St Patrick's Breastplate)
22:40 Gospel – John 3:1-17
26:15 Sermon – Revd James Okafor
41:50 The Creed and Prayers of Intercession
49:30 The Peace
51:05 Offertory Hymn – Be Thou My Vision (Slane)
55:20 Eucharistic Prayer
1:04:40 Communion Anthem: If Ye Love Me (Tallis)
1:08:15 Post-Communion Prayer and Blessing
1:11:00 Final Hymn: Holy, Holy, Holy! Lord God Almighty (Nicaea)
1:13:45 Organ Voluntary

Regular Sunday services:
8:00am Holy Communion (BCP)
10:00am Parish Eucharist
6:00pm Choral Evensong

Give: text STMARYS to 70085 to donate £5, or bank transfer to St Mary's PCC, sort code 20-45-77, account 12345678.
Hymns reproduced under CCLI licence no. 123456 and streamed under CCLI Streaming Licence no. 7654321.`,
    duration: 4800,
    songs: ["4:12 Praise, My Soul, the King of Heaven", "17:10 I Bind Unto Myself Today", "51:05 Be Thou My Vision", "1:04:40 If Ye Love Me", "1:11:00 Holy, Holy, Holy! Lord God Almighty"],
    authors: { "If Ye Love Me": "Tallis" },
    skipped: 11,
  },
  {
    name: "US Black Baptist gospel service, labels by who sings (Praise Team, Mass Choir), 'Artist - Song' after a label, quoted hymn, praise break, slash in a non-song chapter",
    description: `Greater Mount Zion Missionary Baptist Church | Sunday Morning Worship | Pastor Dr. Kenneth L. Howard

"This is the day which the LORD hath made; we will rejoice and be glad in it." Psalm 118:24

TIMESTAMPS
0:00 Prelude
3:18 Call to Worship
5:02 Hymn of Praise - "Blessed Assurance"
9:47 Praise Team: Hezekiah Walker - I Need You to Survive
16:30 Morning Prayer & Scripture Reading
22:14 Mass Choir - Total Praise (Richard Smallwood)
28:40 Tithes & Offering
33:05 Welcome to Visitors / Announcements
37:50 Sermonic Selection: Never Would Have Made It
43:12 Sermon: "Don't Quit in the Valley" - Pastor Howard
1:24:30 Praise Break!!! 🔥
1:29:10 Invitation to Discipleship
1:33:45 Benediction

Give via Cash App: $GMZMBC | Zelle: giving@gmzmbc.org
Sunday School 9:15 AM | Morning Worship 11:00 AM | Bible Study Wednesday 7:00 PM
Facebook: Greater Mount Zion MBC

#GospelMusic #SundayWorship #GMZ`,
    duration: 5900,
    songs: ["5:02 Blessed Assurance", "9:47 I Need You to Survive", "22:14 Total Praise", "37:50 Never Would Have Made It"],
    authors: { "I Need You to Survive": "Hezekiah Walker", "Total Praise": "Richard Smallwood" },
    skipped: 9,
  },
  {
    name: "Australian youth night, setlist with keys in brackets, medley 'A / B', games and shoutouts, response song with label",
    description: `FRIDAY YOUTH 🔊 | Riverside Church Youth, Brisbane | Term 2, Week 4

What a night!! Massive thanks to everyone who rocked up 🙌 Here's the full night if you missed it (or wanna relive the dodgeball 😅)

🎸 Setlist + chapters
00:00 Pre-service hype
02:45 What A Beautiful Name – Hillsong Worship [Key of D]
08:10 Graves Into Gardens / Raise A Hallelujah – Elevation Worship [Key: B]
14:30 Games: Human Dodgeball 😂
21:05 Shoutouts + Birthdays 🎂
24:40 Message – "Who Are You Following?" w/ Jess Tran (Matthew 4:18-22)
52:15 Response time – King of Kings – Hillsong Worship [Key of A]
58:00 Hang time / Canteen open 🍕

Youth runs every Friday in term, 7–9:30pm @ Riverside Church Auditorium
Parents: pick-up at 9:30pm sharp pls 🙏
IG: @riversideyouthbne | TikTok: @riversideyouth
Songs streamed under CCLI Streaming Licence 12345678

#youth #brisbane #fridaynight`,
    duration: 3700,
    songs: ["2:45 What A Beautiful Name", "8:10 Graves Into Gardens", "52:15 King of Kings"],
    authors: { "What A Beautiful Name": "Hillsong Worship", "Graves Into Gardens": "Elevation Worship", "King of Kings": "Hillsong Worship" },
    keys: { "What A Beautiful Name": "D", "Graves Into Gardens": "B", "King of Kings": "A" },
    skipped: 5,
  },
  {
    name: "South African Heritage Sunday service, en-dash chapters, 'Praise & Worship' heading chapter followed by songs, a missing closing parenthesis slip, poetry by a named person",
    description: `Sunday Celebration Service | Rivers of Living Water Church – Soweto | 15 September 2024 (Heritage Sunday 🇿🇦)

Welcome family! Wear your traditional attire today and celebrate the God of every nation.

⏱ Timestamps
0:00 – Opening Prayer
2:40 – Praise & Worship
3:15 – Hallelujah Nkateko (Joyous Celebration)
9:50 – Siyahamba
14:05 – Way Maker (Sinach
20:30 – Heritage Day Poetry – Nomsa Dlamini
26:18 – Scripture: Revelation 7:9-12
29:45 – Tithes & Offerings 🙏🏾
34:10 – Word: "Every Tribe and Tongue" – Apostle T. Mokoena
1:15:55 – Altar Call
1:21:30 – Closing Song: Ngiyabonga Baba
1:25:00 – Announcements & Benediction

Banking details: Rivers of Living Water Church | FNB | Acc: 62812345678 | Branch: 250655 | Ref: Your name + Tithe/Offering
Service times: Sundays 09:00 & 11:30
Follow us: @riversofwatersoweto`,
    duration: 5400,
    songs: ["3:15 Hallelujah Nkateko", "9:50 Siyahamba", "14:05 Way Maker", "1:21:30 Ngiyabonga Baba"],
    authors: { "Hallelujah Nkateko": "Joyous Celebration", "Way Maker": "Sinach" },
    skipped: 8,
  },
  {
    name: "Philippine fellowship Sunday service (Taglish), 'time - Song | Artist', Tagalog hymn, sermon with pipe-separated preacher, GCash giving",
    description: `Sunday Worship Service | Word of Grace Christian Fellowship – Quezon City | June 30, 2024

Magandang umaga, church! Thank you for worshiping with us online. 🙏🇵🇭

TIMESTAMPS:
00:00 - Opening Prayer
01:45 - Cornerstone | Hillsong Worship
07:20 - Dakilang Katapatan
12:05 - Living Hope | Phil Wickham
18:40 - Welcome & Family News
22:15 - Tithes and Offering
25:30 - Preaching: "Ang Diyos na Tapat" (Lamentations 3:22-23) | Ptr. Arnel Bautista
1:05:40 - Prayer Ministry
1:10:00 - Closing: Great Are You Lord | All Sons & Daughters

GCash: 0917 123 4567 (Word of Grace CF)
BDO Acct No. 001234567890
Life Groups every Wednesday 7:00 PM
FB: fb.com/wordofgracecfqc

#WorshipPH #SundayService`,
    duration: 4500,
    songs: ["1:45 Cornerstone", "7:20 Dakilang Katapatan", "12:05 Living Hope", "1:10:00 Great Are You Lord"],
    authors: { "Cornerstone": "Hillsong Worship", "Living Hope": "Phil Wickham", "Great Are You Lord": "All Sons & Daughters" },
    skipped: 5,
  },
  {
    name: "Korean-American bilingual Chuseok joint service, Korean hymn numbers (찬송가 N장), English title in parentheses (not an author), choir anthem with Korean composer, song-like sermon title",
    description: `주일 연합예배 / Joint Worship Service – Chuseok Thanksgiving 추석 감사예배
Bethel Korean Presbyterian Church (베델한인장로교회) – Fullerton, CA
September 15, 2024

Preacher 설교: Rev. Daniel Kim 김다니엘 목사
Scripture 본문: Psalm 103:1-5 (시편 103:1-5)

0:00 Prelude 전주
2:30 Call to Worship 예배의 부름
4:10 찬송가 79장 주 하나님 지으신 모든 세계 (How Great Thou Art)
8:45 Apostles' Creed 사도신경
10:20 Praise: 10,000 Reasons (Matt Redman)
15:05 Representative Prayer 대표기도 – Elder Sung Ho Park
19:40 Scripture Reading 성경봉독
21:30 Choir Anthem 찬양대: 은혜 (손경민)
26:00 Sermon 설교 – "Bless the LORD, O My Soul" 내 영혼아 여호와를 송축하라
58:20 Offering 봉헌 – 찬송가 305장 나 같은 죄인 살리신
1:02:45 Announcements 광고
1:06:10 Benediction 축도 – Rev. Daniel Kim

Online giving 온라인 헌금: Zelle give@bethelkpc.org | Memo: 감사헌금
Sunday services: 1부 8:00AM (Korean), 2부 11:00AM (Korean), EM 11:30AM (English)

Happy Chuseok! 풍성한 한가위 되세요 🌕`,
    duration: 4200,
    songs: ["4:10 주 하나님 지으신 모든 세계", "10:20 10,000 Reasons", "21:30 은혜", "58:20 나 같은 죄인 살리신"],
    authors: { "10,000 Reasons": "Matt Redman", "은혜": "손경민" },
    skipped: 8,
  },
  {
    name: "US Methodist Christmas Eve candlelight service, lessons and carols, hymnal number in parentheses, choir anthem with two authors split by a slash, labelled offertory and candle-lighting carols",
    description: `Christmas Eve Candlelight Service 🕯️ | First United Methodist Church of Franklin, TN | 7:00 PM

Merry Christmas from all of us at First UMC! Thank you for celebrating the birth of Christ with us.

Service Outline
0:00 Prelude – Handbell Choir
4:35 Welcome & Lighting of the Christ Candle
7:10 Carol: O Come, All Ye Faithful (UMH 234)
11:25 First Lesson – Isaiah 9:2, 6-7
13:40 Carol: O Little Town of Bethlehem
17:55 Second Lesson – Luke 2:1-7
20:20 Children's Choir: Away in a Manger
24:00 Third Lesson – Luke 2:8-20
27:15 Chancel Choir Anthem – "Mary, Did You Know?" (Mark Lowry / Buddy Greene)
32:05 Christmas Message: "Light in the Darkness" – Rev. Dr. Karen Mitchell
48:40 Offertory Solo: O Holy Night
53:10 Holy Communion
1:04:30 Candle Lighting – Silent Night
1:10:15 Benediction
1:11:30 Recessional Hymn: Joy to the World
1:15:00 Postlude

Christmas Day worship: 10:00 AM in the Sanctuary (one service only)
Give online: fumcfranklin.org/give | Text FUMCGIVE to 73256
CCLI Streaming License #20345678

#ChristmasEve #Candlelight #UMC`,
    duration: 4860,
    songs: ["7:10 O Come, All Ye Faithful", "13:40 O Little Town of Bethlehem", "20:20 Away in a Manger", "27:15 Mary, Did You Know?", "48:40 O Holy Night", "1:04:30 Silent Night", "1:11:30 Joy to the World"],
    authors: { "Mary, Did You Know?": "Mark Lowry / Buddy Greene" },
    skipped: 9,
  },
];
