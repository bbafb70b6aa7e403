/** Descriptions moved in round 7, continued (chapters-moved-round-7.fixtures.ts). */
import type { ChapterFixture } from "./chapters.fixtures";

export const MOVED_IN_ROUND_7_THIRD_PART: ChapterFixture[] = [
  {
    name: "US contemporary church online: em dash separators ('0:00 — Title', 'Song — Artist'), 'Response Song:' label, kids dismissal, 9:00am/11:00am schedule in intro, text-to-give",
    description: `Sunday Service | November 16, 2025 | Crossroads Community Church

Welcome to Church Online! We're so glad you're here. Join us live every Sunday at 9:00am and 11:00am (CST).

CHAPTERS
0:00 — Countdown
5:00 — Welcome & Announcements
9:42 — Build My Life — Housefires
15:10 — Graves Into Gardens — Elevation Worship
21:36 — Holy Forever — Chris Tomlin
26:10 — Kids Dismissal
27:05 — Giving
30:20 — Message: "Unshakeable: When Life Falls Apart" | Pastor Mike Daniels
1:08:45 — Response Song: Goodness of God — Bethel Music
1:14:30 — Closing Prayer

🙌 Next Steps: crossroadscc.org/nextsteps
💵 Give online: crossroadscc.org/give or text GIVE to 77977
📱 Follow us: IG @crossroadscc | FB /crossroadscc

CCLI Streaming License #20123456
#sundayservice #churchonline #worship`,
    duration: 4620,
    songs: ["9:42 Build My Life", "15:10 Graves Into Gardens", "21:36 Holy Forever", "1:08:45 Goodness of God"],
    authors: {
      "Build My Life": "Housefires",
      "Graves Into Gardens": "Elevation Worship",
      "Holy Forever": "Chris Tomlin",
      "Goodness of God": "Bethel Music",
    },
    skipped: 6,
  },
  {
    name: "UK Anglican Parish Eucharist: 'Hymn 377: …', 'Gradual Hymn – …', quoted offertory/final hymns, choir anthem with composer, many liturgy chapters with Bible refs",
    description: `Parish Eucharist – The Second Sunday before Advent – St Mary's, Thornbury

Presiding: The Revd Canon Helen Ashworth. Preacher: Rev'd Tom Bradley.
Music by the St Mary's Choir, directed by Peter Lang.

00:00 Bells & organ voluntary
04:12 Hymn 377: Praise to the Lord, the Almighty
08:50 Greeting & Prayers of Penitence
12:30 The Collect
13:45 First Reading: Zephaniah 1:7,12-18
17:02 Second Reading: 1 Thessalonians 5:1-11
19:40 Gradual Hymn – Be Thou My Vision
23:15 Gospel: Matthew 25:14-30
26:30 Sermon – Rev'd Tom Bradley
41:05 The Creed & Prayers of Intercession
48:20 The Peace
49:35 Offertory Hymn: 'Take My Life and Let It Be'
53:10 Eucharistic Prayer
1:01:45 Communion – Anthem: O Taste and See (Vaughan Williams)
1:08:20 Post-Communion Prayer & Notices
1:11:00 Final Hymn 'Guide Me, O Thou Great Redeemer'
1:15:30 Blessing, Dismissal & Organ Voluntary

Sunday services: 8:00am Holy Communion (BCP) | 10:00am Parish Eucharist | 6:00pm Choral Evensong (first Sunday of the month)
Support our ministry: stmarysthornbury.org.uk/give
CCLI Licence No. 123456 | CCLI Streaming Licence No. 654321
Registered charity no. 1133456`,
    duration: 4800,
    songs: [
      "4:12 Praise to the Lord, the Almighty",
      "19:40 Be Thou My Vision",
      "49:35 Take My Life and Let It Be",
      "1:01:45 O Taste and See",
      "1:11:00 Guide Me, O Thou Great Redeemer",
    ],
    authors: {
      "O Taste and See": "Vaughan Williams",
    },
    skipped: 12,
  },
  {
    name: "US Black Baptist Sunday morning: unnamed 'Praise & Worship', 'Mass Choir: Song (Artist)', 'Offertory:' and 'Sermonic Selection:' songs, praise break, CashApp footer",
    description: `Greater Mount Zion Missionary Baptist Church | Sunday Morning Worship | Pastor Dr. Kenneth R. Hollis, Senior Pastor

Welcome to Greater Mount Zion, "The Church Where Everybody Is Somebody"! Thank you for worshiping with us today.

00:00 Devotion & Prayer - Deacon Board
08:25 Praise & Worship
19:40 Welcome - Sis. Angela Price
22:10 Mass Choir: Total Praise (Richard Smallwood)
28:35 Scripture Reading & Morning Prayer
34:00 Tithes & Offering
38:15 Offertory: I Need You to Survive - Hezekiah Walker
42:30 Announcements
46:05 Sermonic Selection: "Never Would Have Made It" - Marvin Sapp
51:20 Sermon: "Still Standing" (2 Corinthians 4:8-9) - Pastor Dr. Kenneth R. Hollis
1:38:40 Praise Break 🔥
1:44:00 Invitation to Discipleship
1:49:15 Benediction

GIVE: CashApp $GMZGive | Zelle: giving@gmzmbc.org | Text "GMZ" to 73256
Sunday School 9:30 AM | Morning Worship 11:00 AM | Bible Study Wednesday 7:00 PM

#GMZ #blackchurch #gospel #sundayservice`,
    songs: ["22:10 Total Praise", "38:15 I Need You to Survive", "46:05 Never Would Have Made It"],
    authors: {
      "Total Praise": "Richard Smallwood",
      "I Need You to Survive": "Hezekiah Walker",
      "Never Would Have Made It": "Marvin Sapp",
    },
    skipped: 10,
  },
  {
    name: "Australian youth night: a different emoji before each time, 'Song (Artist)', one 'Song (Live)' without artist, game/hype video/small groups, BSB footer",
    description: `FRIDAY NIGHT YTH 🔥 | Rise Church Youth | Brisbane

What a night!! Big shoutout to everyone who brought a mate 🙌

🎬 0:00 Hype Video
🎮 3:20 Game: Minute to Win It
🎶 9:45 Alive (Hillsong Young & Free)
🎶 13:30 Gratitude (Brandon Lake)
🎶 18:05 Who You Say I Am (Live)
📣 22:40 Announcements + Camp rego
📖 26:15 Message – "Main Character Energy" – Ps Jordan Hale
🙏 55:30 Response time
🎶 1:01:10 Another in the Fire (Hillsong UNITED)
👋 1:06:00 Small groups & wrap-up

YTH is on every Friday, 7pm @ Rise Church, 12 Ipswich Rd, Woolloongabba 📍
Summer Camp 2026 rego is OPEN: risechurch.com.au/camp
Give: BSB 064-000 | Acc 1234 5678 (Rise Church Ltd)
IG: @riseyth_bne | TikTok: @riseyth`,
    songs: ["9:45 Alive", "13:30 Gratitude", "18:05 Who You Say I Am", "1:01:10 Another in the Fire"],
    authors: {
      "Alive": "Hillsong Young & Free",
      "Gratitude": "Brandon Lake",
      "Another in the Fire": "Hillsong UNITED",
    },
    skipped: 6,
  },
  {
    name: "Nigerian RCCG thanksgiving service: time ranges for opening and testimonies, 'Praise & Worship: Song - Artist', 'Song (Artist)', 'ft.' credit, thanksgiving dance, 2h+ video",
    description: `SUNDAY THANKSGIVING SERVICE | RCCG Grace Sanctuary, Ikeja | 2nd November 2025

Theme for the month: OVERFLOWING GRACE 🙌🏾

00:00 - 12:30 Opening Prayer & Praise
12:31 Praise & Worship: Imela - Nathaniel Bassey
18:40 Onise Iyanu - Nathaniel Bassey
24:15 Way Maker (Sinach)
30:00 - 41:20 Testimonies
41:25 Youth Choir Ministration – Excess Love (Mercy Chinwo)
47:10 Tithes & Offering
52:00 Ekwueme - Prospa Ochimana ft. Osinachi Kalu
57:45 Announcements & Birthday/Anniversary Celebrants
1:02:30 Sermon: "Grace That Overflows" (2 Cor 9:8) - Pastor (Dr.) Femi Adeyemi
1:48:10 Altar Call & Prayer Session
1:58:00 Thanksgiving Dance 💃🏾
2:06:40 Grace & Benediction

Partner with us 👇
GTBank: 0123456789 – RCCG Grace Sanctuary
Sunday Services: 7:30am & 9:30am | Digging Deep (Tuesday) 6pm | Faith Clinic (Thursday) 6pm

#RCCG #ThanksgivingService #Imela`,
    duration: 7800,
    songs: ["12:31 Imela", "18:40 Onise Iyanu", "24:15 Way Maker", "41:25 Excess Love", "52:00 Ekwueme"],
    authors: {
      "Imela": "Nathaniel Bassey",
      "Onise Iyanu": "Nathaniel Bassey",
      "Way Maker": "Sinach",
      "Excess Love": "Mercy Chinwo",
      "Ekwueme": "Prospa Ochimana ft. Osinachi Kalu",
    },
    skipped: 8,
  },
  {
    name: "Singapore Methodist English service: zero-padded times, 'Song (Key) | Artist' setlist, baby dedication, Holy Communion, PayNow footer with 8.30am times",
    description: `Sunday Celebration (English Service) | 23 Nov 2025 | Wesley Hills Methodist Church, Singapore

Setlist & timestamps 👇
00:00 Call to Worship
01:45 King of Kings (D) | Hillsong Worship
07:20 What a Beautiful Name (D) | Hillsong Worship
13:05 Living Hope (C) | Phil Wickham
18:30 Welcome & Baby Dedication – Ethan Lim Jun Hao
25:10 Scripture Reading: Romans 8:31-39
28:00 Sermon – "More Than Conquerors" – Rev Dr Daniel Tan
1:04:20 Holy Communion
1:12:00 Christ Is Mine Forevermore (A) | CityAlight
1:16:40 Announcements, Offering & Benediction

Give via PayNow (UEN: S12CC3456A) or bank transfer to DBS 012-345678-9
English Services: Sat 5pm, Sun 8.30am & 11am | Mandarin Service: Sun 9.30am
Songs used under CCLI Licence 1234567 / CCLI Streaming Licence 7654321`,
    songs: ["1:45 King of Kings", "7:20 What a Beautiful Name", "13:05 Living Hope", "1:12:00 Christ Is Mine Forevermore"],
    authors: {
      "King of Kings": "Hillsong Worship",
      "What a Beautiful Name": "Hillsong Worship",
      "Living Hope": "Phil Wickham",
      "Christ Is Mine Forevermore": "CityAlight",
    },
    keys: {
      "King of Kings": "D",
      "What a Beautiful Name": "D",
      "Living Hope": "C",
      "Christ Is Mine Forevermore": "A",
    },
    skipped: 6,
  },
  {
    name: "US Southern Baptist evening hymn sing: two chapters on the first line, 'Hymn 330 - …', 'Hymn 98: …', 'Hymn #432 …', 'Special Music - \"Song\" - soloist', 'Offertory Song:'",
    description: `Sunday Evening Hymn Sing | First Baptist Church of Millersville, TN | Nov. 9, 2025

Join us for an evening of congregational singing from the Baptist Hymnal. Requests taken from the congregation!

0:00 Prelude | 2:10 Welcome & Prayer - Bro. Tim Caldwell
4:05 Hymn 330 - Amazing Grace
8:12 Hymn 98: Blessed Assurance
11:50 Hymn 94 - Great Is Thy Faithfulness
16:02 Special Music - "His Eye Is on the Sparrow" - Mrs. Linda Harper
21:30 Hymn 597 – It Is Well with My Soul
25:45 Devotional thought - Pastor Ray Whitfield
38:20 Hymn #432 How Great Thou Art
43:10 Offertory Song: Softly and Tenderly
47:35 Hymn 531 - I'll Fly Away
51:20 Closing prayer & dismissal

Sunday School 9:45 AM | Morning Worship 11:00 AM | Evening Worship 6:00 PM | Wednesday Prayer Meeting 6:30 PM
Give online: fbcmillersville.org/give
CCLI License #1122334`,
    songs: [
      "4:05 Amazing Grace",
      "8:12 Blessed Assurance",
      "11:50 Great Is Thy Faithfulness",
      "16:02 His Eye Is on the Sparrow",
      "21:30 It Is Well with My Soul",
      "38:20 How Great Thou Art",
      "43:10 Softly and Tenderly",
      "47:35 I'll Fly Away",
    ],
    authors: {
      "His Eye Is on the Sparrow": "Mrs. Linda Harper",
    },
    skipped: 4,
  },
  {
    name: "UK Nine Lessons and Carols: 'Carol:'/'Choir:'/'Youth Choir:' labels with composer or artist in parentheses, nine lessons with Bible refs, one chapter typed with the time after the title",
    description: `A Service of Nine Lessons and Carols | Christ Church, Clifton | Sunday 21 December 2025, 6.30pm

With the Christ Church Choir and Youth Choir, directed by James Holloway. Organist: Emma Reid.

0:00 Organ prelude
3:20 Processional Carol: Once in Royal David's City
8:45 Bidding Prayer
12:10 First Lesson - Genesis 3:8-15
14:05 Choir: Adam Lay Ybounden (Boris Ord)
16:30 Second Lesson - Genesis 22:15-18
18:00 Carol: O Little Town of Bethlehem
22:40 Third Lesson - Isaiah 9:2, 6-7
24:15 Choir: In the Bleak Midwinter (Darke)
28:50 Fourth Lesson - Isaiah 11:1-9
31:05 Carol: Hark the Herald Angels Sing
35:20 Fifth Lesson - Luke 1:26-38
37:45 Youth Choir: Light of the World (Lauren Daigle)
42:10 Sixth Lesson - Luke 2:1-7
44:00 Carol: While Shepherds Watched Their Flocks
48:30 Seventh Lesson - Luke 2:8-16
50:15 Eighth & Ninth Lessons - Matthew 2:1-12; John 1:1-14
54:00 Carol: O Come, All Ye Faithful
Collect and Blessing - 59:15
1:00:40 Organ postlude

Retiring collection for Crisis at Christmas – give online at christchurchclifton.org.uk/give
Christmas Eve: Crib Service 4pm | Midnight Mass 11.30pm
Christmas Day: Family Communion 10am
CCLI Streaming Licence 876543`,
    duration: 3900,
    songs: [
      "3:20 Once in Royal David's City",
      "14:05 Adam Lay Ybounden",
      "18:00 O Little Town of Bethlehem",
      "24:15 In the Bleak Midwinter",
      "31:05 Hark the Herald Angels Sing",
      "37:45 Light of the World",
      "44:00 While Shepherds Watched Their Flocks",
      "54:00 O Come, All Ye Faithful",
    ],
    authors: {
      "Adam Lay Ybounden": "Boris Ord",
      "In the Bleak Midwinter": "Darke",
      "Light of the World": "Lauren Daigle",
    },
    // The writer counts "Collect and Blessing - 59:15" (time after the title) as a skipped chapter; in a
    // list written time first it is read as no chapter (round 5). Not a song either way.
    skipped: 11,
  },
];
