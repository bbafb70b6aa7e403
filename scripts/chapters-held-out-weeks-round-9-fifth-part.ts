/** Round 9's weekly descriptions, part 5 of 5 (scripts/chapters-held-out-weeks-round-9.ts): two churches, three weeks each. */
import type { WeeklyFixture } from "./chapters-held-out-weeks";

export const WEEKS_ROUND_9_FIFTH_PART: WeeklyFixture[] = [
  {
    church: "St Aidan's Parish Church, Harrogate",
    week: 1,
    name: "Church of England Parish Eucharist, '00:02:40' hh:mm:ss with leading zeros, 'Hymn:'/'Gradual Hymn:' labels, communion, Gift Aid",
    description: `Parish Eucharist – The Sunday next before Lent | 2nd March 2025

Welcome to St Aidan's! Whether you're joining us from home, from hospital or from the other side of the world, you are very welcome. The order of service can be downloaded from our website.

Preacher: The Revd Canon Helen Marsh, Vicar
Readings: Exodus 34.29-35; Luke 9.28-36

00:00:00 Bells and welcome
00:02:40 Hymn: Praise, My Soul, the King of Heaven
00:07:15 Gathering and Prayers of Penitence
00:11:30 First Reading – Exodus 34.29-35
00:14:05 Gradual Hymn: Be Thou My Vision
00:18:20 Gospel – Luke 9.28-36
00:21:10 Sermon – The Revd Canon Helen Marsh
00:36:45 The Creed and Prayers of Intercession
00:44:30 The Peace
00:46:10 Offertory Hymn: 'Tis Good, Lord, to Be Here
00:50:35 Eucharistic Prayer
00:58:20 Communion
01:08:45 Notices
01:11:30 Final Hymn: Tell Out, My Soul
01:15:50 Blessing and Dismissal

Ash Wednesday: Holy Communion with Imposition of Ashes, 7.30pm this Wednesday.

If you would like to support the life and ministry of St Aidan's, you can give online at https://www.staidansharrogate.org.uk/give or by bank transfer:
St Aidan's PCC – Sort code 40-11-62 – Account 71234567
If you are a UK taxpayer, please consider Gift Aiding your donation.

Sunday services
8.00am Holy Communion (BCP)
10.00am Parish Eucharist (livestreamed)
6.00pm Choral Evensong (2nd & 4th Sundays)
Wednesday 10.30am Said Eucharist

Parish Office: office@staidansharrogate.org.uk | 01423 555214

Music reproduced under CCLI Streaming Licence 1234567 and One License A-765432.`,
    duration: 4720,
    songs: [
      "2:40 Praise, My Soul, the King of Heaven",
      "14:05 Be Thou My Vision",
      "46:10 'Tis Good, Lord, to Be Here",
      "1:11:30 Tell Out, My Soul",
    ],
    skipped: 11,
  },
  {
    church: "St Aidan's Parish Church, Harrogate",
    week: 2,
    name: "Church of England Parish Eucharist (Lent 1), hh:mm:ss with leading zeros, hymn labels, '(Stuart Townend & Keith Getty)' author",
    description: `Parish Eucharist – The First Sunday of Lent | 9th March 2025

Welcome to St Aidan's! Whether you're joining us from home, from hospital or from the other side of the world, you are very welcome. The order of service can be downloaded from our website.

Preacher: The Revd Tom Ashworth, Curate
Readings: Deuteronomy 26.1-11; Luke 4.1-13

00:00:00 Bells and welcome
00:02:35 Hymn: Forty Days and Forty Nights
00:06:50 Gathering and Prayers of Penitence
00:11:15 First Reading – Deuteronomy 26.1-11
00:13:40 Gradual Hymn: Lord Jesus, Think on Me
00:17:05 Gospel – Luke 4.1-13
00:19:55 Sermon – The Revd Tom Ashworth
00:33:20 The Creed and Prayers of Intercession
00:41:05 The Peace
00:42:30 Offertory Hymn: In Christ Alone (Stuart Townend & Keith Getty)
00:47:15 Eucharistic Prayer
00:54:50 Communion
01:05:10 Notices
01:07:55 Final Hymn: Guide Me, O Thou Great Redeemer
01:12:20 Blessing and Dismissal

Lent Course: "Walking with Jesus" – Tuesdays at 7.30pm in the church hall, or join on Zoom.

If you would like to support the life and ministry of St Aidan's, you can give online at https://www.staidansharrogate.org.uk/give or by bank transfer:
St Aidan's PCC – Sort code 40-11-62 – Account 71234567
If you are a UK taxpayer, please consider Gift Aiding your donation.

Sunday services
8.00am Holy Communion (BCP)
10.00am Parish Eucharist (livestreamed)
6.00pm Choral Evensong (2nd & 4th Sundays)
Wednesday 10.30am Said Eucharist

Parish Office: office@staidansharrogate.org.uk | 01423 555214

Music reproduced under CCLI Streaming Licence 1234567 and One License A-765432.`,
    duration: 4500,
    songs: [
      "2:35 Forty Days and Forty Nights",
      "13:40 Lord Jesus, Think on Me",
      "42:30 In Christ Alone",
      "1:07:55 Guide Me, O Thou Great Redeemer",
    ],
    authors: {
      "In Christ Alone": "Stuart Townend & Keith Getty",
    },
    skipped: 11,
  },
  {
    church: "St Aidan's Parish Church, Harrogate",
    week: 3,
    name: "Church of England Parish Eucharist (Lent 2), hh:mm:ss with leading zeros, holy baptism, 'Anthem: ... (Stainer)'",
    description: `Parish Eucharist with Holy Baptism – The Second Sunday of Lent | 16th March 2025

Welcome to St Aidan's! Whether you're joining us from home, from hospital or from the other side of the world, you are very welcome. The order of service can be downloaded from our website.

Today we welcome Oliver James Pickering into the family of the Church through baptism.

Preacher: The Revd Canon Helen Marsh, Vicar
Readings: Genesis 15.1-12, 17-18; Luke 13.31-35

00:00:00 Bells and welcome
00:02:50 Hymn: Be Thou My Vision
00:07:05 Gathering and Prayers of Penitence
00:11:40 First Reading – Genesis 15.1-12, 17-18
00:14:30 Gradual Hymn: Dear Lord and Father of Mankind
00:19:00 Gospel – Luke 13.31-35
00:21:45 Sermon – The Revd Canon Helen Marsh
00:37:10 Holy Baptism – Oliver James Pickering
00:49:25 Prayers of Intercession
00:57:05 Offertory Hymn: Great Is Thy Faithfulness
01:01:30 Eucharistic Prayer
01:09:15 Communion
01:12:10 Anthem: God So Loved the World (Stainer)
01:19:35 Notices
01:22:15 Final Hymn: O Jesus, I Have Promised
01:26:30 Blessing and Dismissal

If you would like to support the life and ministry of St Aidan's, you can give online at https://www.staidansharrogate.org.uk/give or by bank transfer:
St Aidan's PCC – Sort code 40-11-62 – Account 71234567
If you are a UK taxpayer, please consider Gift Aiding your donation.

Sunday services
8.00am Holy Communion (BCP)
10.00am Parish Eucharist (livestreamed)
6.00pm Choral Evensong (2nd & 4th Sundays)
Wednesday 10.30am Said Eucharist

Parish Office: office@staidansharrogate.org.uk | 01423 555214

Music reproduced under CCLI Streaming Licence 1234567 and One License A-765432.`,
    duration: 5350,
    songs: [
      "2:50 Be Thou My Vision",
      "14:30 Dear Lord and Father of Mankind",
      "57:05 Great Is Thy Faithfulness",
      "1:12:10 God So Loved the World",
      "1:22:15 O Jesus, I Have Promised",
    ],
    authors: {
      "God So Loved the World": "Stainer",
    },
    skipped: 11,
  },
  {
    church: "RCCG Throne of Grace Parish, Lekki, Lagos",
    week: 1,
    name: "Nigerian Pentecostal (RCCG), 'Artist - Song' author first, praise-session block, 'Special Number:' label, thanksgiving, bank accounts, 2h+",
    description: `SUNDAY SERVICE | 2ND MARCH 2025 | MONTHLY THANKSGIVING SERVICE
RCCG Throne of Grace Parish, Lekki – Lagos

Theme for the month: "MY SEASON OF OVERFLOW"
Minister: Pastor Femi Adeyemi (Parish Pastor)

Welcome to our Thanksgiving Service! 🙌 Join us as we give God thanks for His faithfulness. Remember to LIKE, SHARE and SUBSCRIBE and turn on notifications 🔔

TIMESTAMPS
0:00 Opening Prayer
4:15 Praise Session (Choir)
16:30 Nathaniel Bassey - Imela
22:45 Mercy Chinwo - Excess Love
29:10 Bible Reading - Psalm 103:1-5
32:20 Testimonies
45:05 Tithes & Offering
52:40 Special Number: TOG Choir - Olowogbogboro
58:15 Sermon: "Thanksgiving Opens Doors" - Pastor Femi Adeyemi
1:36:50 Altar Call
1:40:05 Sinach - Way Maker
1:46:30 Thanksgiving Dance & Offering
1:58:10 Welcome of First Timers & Announcements
2:06:40 Closing Prayer & Benediction

💳 GIVE / SOW A SEED
Account Name: RCCG Throne of Grace Parish
Bank: GTBank (Guaranty Trust Bank)
Account No: 0123456789
Tithes: Zenith Bank – 1012345678
For foreign donations (USD/GBP), kindly send a DM or email accounts@rccgthroneofgrace.org

📅 WEEKLY PROGRAMMES
Sunday Service – 8:00am (Sunday School 7:15am)
Digging Deep (Bible Study) – Tuesdays 6:30pm
Faith Clinic (Prayer) – Thursdays 6:30pm
Holy Ghost Service – First Friday of every month, Redemption City

📍 Plot 12, Admiralty Way, Lekki Phase 1, Lagos
Follow us: Instagram @rccgthroneofgrace | Facebook: RCCG Throne of Grace Lekki

#RCCG #ThroneOfGrace #SundayService #Lagos #Thanksgiving`,
    duration: 7815,
    songs: [
      "16:30 Imela",
      "22:45 Excess Love",
      "52:40 Olowogbogboro",
      "1:40:05 Way Maker",
    ],
    authors: {
      "Imela": "Nathaniel Bassey",
      "Excess Love": "Mercy Chinwo",
      "Olowogbogboro": "TOG Choir",
      "Way Maker": "Sinach",
    },
    skipped: 10,
  },
  {
    church: "RCCG Throne of Grace Parish, Lekki, Lagos",
    week: 2,
    name: "Nigerian Pentecostal (RCCG), 'Artist - Song' author first, praise-session block, special number, prayer session, bank accounts, 2h+",
    description: `SUNDAY SERVICE | 9TH MARCH 2025
RCCG Throne of Grace Parish, Lekki – Lagos

Theme for the month: "MY SEASON OF OVERFLOW"
Minister: Pastor (Mrs) Bisi Adeyemi

Welcome to Sunday Service! 🙌 You are blessed for joining us. Remember to LIKE, SHARE and SUBSCRIBE and turn on notifications 🔔

TIMESTAMPS
0:00 Opening Prayer
3:50 Praise Session (Choir)
15:20 Dunsin Oyekan - Fragrance to Fire
21:35 Moses Bliss - Too Faithful
27:50 Bible Reading - Isaiah 43:18-21
31:05 Testimonies
41:40 Tithes & Offering
48:25 Special Number: TOG Choir - Excess Love
53:50 Sermon: "Rivers in the Desert" - Pastor (Mrs) Bisi Adeyemi
1:35:15 Altar Call
1:38:40 Prayer Session
1:52:05 Welcome of First Timers & Announcements
2:00:30 Closing Prayer & Benediction

💳 GIVE / SOW A SEED
Account Name: RCCG Throne of Grace Parish
Bank: GTBank (Guaranty Trust Bank)
Account No: 0123456789
Tithes: Zenith Bank – 1012345678
For foreign donations (USD/GBP), kindly send a DM or email accounts@rccgthroneofgrace.org

📅 WEEKLY PROGRAMMES
Sunday Service – 8:00am (Sunday School 7:15am)
Digging Deep (Bible Study) – Tuesdays 6:30pm
Faith Clinic (Prayer) – Thursdays 6:30pm
Holy Ghost Service – First Friday of every month, Redemption City

📍 Plot 12, Admiralty Way, Lekki Phase 1, Lagos
Follow us: Instagram @rccgthroneofgrace | Facebook: RCCG Throne of Grace Lekki

#RCCG #ThroneOfGrace #SundayService #Lagos`,
    duration: 7440,
    songs: [
      "15:20 Fragrance to Fire",
      "21:35 Too Faithful",
      "48:25 Excess Love",
    ],
    authors: {
      "Fragrance to Fire": "Dunsin Oyekan",
      "Too Faithful": "Moses Bliss",
      "Excess Love": "TOG Choir",
    },
    skipped: 10,
  },
  {
    church: "RCCG Throne of Grace Parish, Lekki, Lagos",
    week: 3,
    name: "Nigerian Pentecostal (RCCG), 'Artist - Song' author first, child dedication, zonal pastor, bank accounts, 2h20",
    description: `SUNDAY SERVICE | 16TH MARCH 2025
RCCG Throne of Grace Parish, Lekki – Lagos

Theme for the month: "MY SEASON OF OVERFLOW"
Minister: Pastor Chidi Okafor (Zonal Pastor)

Welcome to Sunday Service! 🙌 You are blessed for joining us. Remember to LIKE, SHARE and SUBSCRIBE and turn on notifications 🔔

TIMESTAMPS
0:00 Opening Prayer
4:05 Praise Session (Choir)
17:10 Sinach - Way Maker
23:25 Nathaniel Bassey - Olowogbogboro
29:40 Judikay - Capable God
35:55 Bible Reading - Joshua 1:1-9
38:30 Testimonies
49:15 Child Dedication
56:40 Tithes & Offering
1:03:05 Special Number: TOG Choir - Onise Iyanu
1:08:30 Sermon: "Be Strong and Courageous" - Pastor Chidi Okafor
1:51:45 Altar Call
1:55:20 Prayer Session
2:07:10 Welcome of First Timers & Announcements
2:15:35 Closing Prayer & Benediction

💳 GIVE / SOW A SEED
Account Name: RCCG Throne of Grace Parish
Bank: GTBank (Guaranty Trust Bank)
Account No: 0123456789
Tithes: Zenith Bank – 1012345678
For foreign donations (USD/GBP), kindly send a DM or email accounts@rccgthroneofgrace.org

📅 WEEKLY PROGRAMMES
Sunday Service – 8:00am (Sunday School 7:15am)
Digging Deep (Bible Study) – Tuesdays 6:30pm
Faith Clinic (Prayer) – Thursdays 6:30pm
Holy Ghost Service – First Friday of every month, Redemption City

📍 Plot 12, Admiralty Way, Lekki Phase 1, Lagos
Follow us: Instagram @rccgthroneofgrace | Facebook: RCCG Throne of Grace Lekki

#RCCG #ThroneOfGrace #SundayService #Lagos`,
    duration: 8390,
    songs: [
      "17:10 Way Maker",
      "23:25 Olowogbogboro",
      "29:40 Capable God",
      "1:03:05 Onise Iyanu",
    ],
    authors: {
      "Way Maker": "Sinach",
      "Olowogbogboro": "Nathaniel Bassey",
      "Capable God": "Judikay",
      "Onise Iyanu": "TOG Choir",
    },
    skipped: 11,
  },
];
