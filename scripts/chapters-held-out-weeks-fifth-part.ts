/** Round 8's weekly descriptions, part 5 of 5 (scripts/chapters-held-out-weeks.ts): two churches, three weeks each. */
import type { WeeklyFixture } from "./chapters-held-out-weeks";

export const WEEKS_FIFTH_PART: WeeklyFixture[] = [
  {
    church: "Redemption Hill Church, Knoxville TN",
    week: 1,
    name: "US, '0:00 Title', 'Song (Artist)', 'Response Song: Song (Artist)', Kids Blessing & Dismissal, giving link, CCLI",
    description: `Sunday Service | May 26, 2024 | Redemption Hill Church
Series: Acts – The Unstoppable Church
Message: “When God Interrupts” (Acts 9:1-19) | Pastor Josh Keller

Welcome to Redemption Hill! We're so glad you joined us online today. If you're new, we'd love to connect with you: https://redemptionhill.church/connect

0:00 Pre-Service Countdown
4:58 Welcome
6:30 Praise (Elevation Worship)
11:05 Graves Into Gardens (Elevation Worship)
17:20 Goodness of God (Bethel Music)
23:45 Kids Blessing & Dismissal
25:30 Announcements
29:10 Giving
31:00 Message: “When God Interrupts” | Pastor Josh Keller | Acts 9:1-19
1:04:15 Response Song: Build My Life (Housefires)
1:10:20 Closing Prayer

GIVE: https://redemptionhill.church/give or text GIVE to (865) 555-0142
PRAYER REQUESTS: https://redemptionhill.church/prayer
NEXT STEPS: https://redemptionhill.church/nextsteps

Join us in person Sundays at 9:00 & 11:00 AM, and for Wednesday Night Prayer at 6:30 PM.
1420 Chapman Hwy, Knoxville, TN 37920

Streamed under CCLI Streaming License #21345678

#RedemptionHill #SundayService #Knoxville #ChurchOnline`,
    duration: 4355,
    songs: [
      "6:30 Praise",
      "11:05 Graves Into Gardens",
      "17:20 Goodness of God",
      "1:04:15 Build My Life",
    ],
    authors: {
      "Praise": "Elevation Worship",
      "Graves Into Gardens": "Elevation Worship",
      "Goodness of God": "Bethel Music",
      "Build My Life": "Housefires",
    },
    skipped: 7,
  },
  {
    church: "Redemption Hill Church, Knoxville TN",
    week: 2,
    name: "US, '0:00 Title', 'Song (Artist)', 'Response Song: Song (Artist)', Kids Blessing & Dismissal, Communion, giving link, CCLI",
    description: `Communion Sunday | June 2, 2024 | Redemption Hill Church
Series: Acts – The Unstoppable Church (special message)
Message: “Remember” (1 Corinthians 11:23-26) | Pastor Josh Keller

Welcome to Redemption Hill! We're so glad you joined us online today. Grab some bread and juice at home and take Communion with us. If you're new, we'd love to connect with you: https://redemptionhill.church/connect

0:00 Pre-Service Countdown
5:02 Welcome
6:40 Gratitude (Brandon Lake)
12:15 King of Kings (Hillsong Worship)
18:30 Kids Blessing & Dismissal
20:05 Announcements
23:40 Giving
25:20 Message: “Remember” | Pastor Josh Keller | 1 Corinthians 11:23-26
58:45 Communion
1:06:30 Response Song: Living Hope (Phil Wickham)
1:12:55 Closing Prayer

GIVE: https://redemptionhill.church/give or text GIVE to (865) 555-0142
PRAYER REQUESTS: https://redemptionhill.church/prayer
NEXT STEPS: https://redemptionhill.church/nextsteps

Join us in person Sundays at 9:00 & 11:00 AM, and for Wednesday Night Prayer at 6:30 PM.
1420 Chapman Hwy, Knoxville, TN 37920

Streamed under CCLI Streaming License #21345678

#RedemptionHill #SundayService #Communion #Knoxville`,
    duration: 4550,
    songs: [
      "6:40 Gratitude",
      "12:15 King of Kings",
      "1:06:30 Living Hope",
    ],
    authors: {
      "Gratitude": "Brandon Lake",
      "King of Kings": "Hillsong Worship",
      "Living Hope": "Phil Wickham",
    },
    skipped: 8,
  },
  {
    church: "Redemption Hill Church, Knoxville TN",
    week: 3,
    name: "US, '0:00 Title', 'Song (Artist)', 'Response Song: Song (Artist)', Kids Blessing & Dismissal, Baptism Celebration, giving link, CCLI",
    description: `Baptism Sunday | June 9, 2024 | Redemption Hill Church
Series: Acts – The Unstoppable Church
Message: “Buried and Raised” (Romans 6:1-11) | Pastor Mike Alvarez

Welcome to Redemption Hill! Today we celebrated 14 baptisms! 🎉 If you're ready to take your next step and get baptized, sign up here: https://redemptionhill.church/baptism

0:00 Pre-Service Countdown
4:45 Welcome
6:20 Holy Forever (Chris Tomlin)
12:40 Goodness of God (Bethel Music)
19:05 Kids Blessing & Dismissal
20:50 Baptism Celebration
33:15 Announcements
36:30 Giving
38:10 Message: “Buried and Raised” | Pastor Mike Alvarez | Romans 6:1-11
1:13:40 Response Song: Graves Into Gardens (Elevation Worship)
1:20:25 Closing Prayer

GIVE: https://redemptionhill.church/give or text GIVE to (865) 555-0142
PRAYER REQUESTS: https://redemptionhill.church/prayer
NEXT STEPS: https://redemptionhill.church/nextsteps

Join us in person Sundays at 9:00 & 11:00 AM, and for Wednesday Night Prayer at 6:30 PM.
1420 Chapman Hwy, Knoxville, TN 37920

Streamed under CCLI Streaming License #21345678

#RedemptionHill #SundayService #Baptism #Knoxville`,
    duration: 5050,
    songs: [
      "6:20 Holy Forever",
      "12:40 Goodness of God",
      "1:13:40 Graves Into Gardens",
    ],
    authors: {
      "Holy Forever": "Chris Tomlin",
      "Goodness of God": "Bethel Music",
      "Graves Into Gardens": "Elevation Worship",
    },
    skipped: 8,
  },
  {
    church: "St Luke's Church, Sheffield",
    week: 1,
    name: "UK Anglican, '0:00:00 Title' h:mm:ss from zero, 'Song: Title – Artist', 'Hymn: Title', Kids' Spot, intercessions, bank sort code",
    description: `Sunday Morning Worship – 2nd June 2024
St Luke's Church, Sheffield

Welcome to our 10.30am service, live from St Luke's. Whether you're joining us in the building or at home, you are very welcome. If you'd like prayer this week, email prayer@stlukessheffield.org.uk and one of our prayer team will be in touch.

Sermon series: "I Am the Vine" – John 15
Preacher: Revd Sarah Collins

0:00:00 Welcome & Notices
0:03:45 Call to Worship
0:05:10 Song: King of Kings – Hillsong Worship
0:10:20 Confession & Absolution
0:13:05 Kids' Spot
0:17:40 Hymn: Great Is Thy Faithfulness
0:22:15 Bible Reading: John 15:1-17
0:25:00 Sermon: "Fruit That Lasts" – Revd Sarah Collins
0:48:30 Prayers of Intercession
0:54:10 Song: In Christ Alone – Stuart Townend
0:59:00 Giving
1:01:20 Song: Living Hope – Phil Wickham
1:05:40 Blessing & Dismissal

GIVING
Bank transfer: St Luke's Church PCC | Sort code 40-11-62 | Account 71234567 | Ref: GIVING
Or give online: https://stlukessheffield.org.uk/give

THIS WEEK
Tuesday 7.30pm – Home Groups
Wednesday 10am – Toddler Group in the church hall
Thursday 12.30pm – Midweek Communion

Oakfield Road, Sheffield S10
Streamed under CCLI Licence No. 1234567 and CCLI Streaming Licence No. 7654321

#StLukesSheffield #ChurchOfEngland #SundayWorship`,
    duration: 4104,
    songs: [
      "5:10 King of Kings",
      "17:40 Great Is Thy Faithfulness",
      "54:10 In Christ Alone",
      "1:01:20 Living Hope",
    ],
    authors: {
      "King of Kings": "Hillsong Worship",
      "In Christ Alone": "Stuart Townend",
      "Living Hope": "Phil Wickham",
    },
    skipped: 9,
  },
  {
    church: "St Luke's Church, Sheffield",
    week: 2,
    name: "UK Anglican, '0:00:00 Title' h:mm:ss from zero, 'Song: Title – Artist', 'Hymn: Title', Holy Communion, The Peace, Kids' Spot, bank sort code",
    description: `Holy Communion – 9th June 2024
St Luke's Church, Sheffield

Welcome to our 10.30am service, live from St Luke's. Whether you're joining us in the building or at home, you are very welcome. If you'd like prayer this week, email prayer@stlukessheffield.org.uk and one of our prayer team will be in touch.

Sermon: "Known in the Breaking of Bread" – Luke 24:13-35
Preacher: Revd Tom Ashworth (Curate)

0:00:00 Welcome & Notices
0:04:05 Call to Worship
0:05:30 Song: What A Beautiful Name – Hillsong Worship
0:11:00 Confession & Absolution
0:13:40 Kids' Spot
0:18:25 Bible Reading: Luke 24:13-35
0:22:00 Sermon: "Known in the Breaking of Bread" – Revd Tom Ashworth
0:46:15 Prayers of Intercession
0:51:30 The Peace
0:53:20 Holy Communion
1:00:40 Song: Build My Life – Housefires
1:06:45 Hymn: Amazing Grace
1:11:30 Blessing & Dismissal

GIVING
Bank transfer: St Luke's Church PCC | Sort code 40-11-62 | Account 71234567 | Ref: GIVING
Or give online: https://stlukessheffield.org.uk/give

THIS WEEK
Tuesday 7.30pm – Home Groups
Wednesday 10am – Toddler Group in the church hall
Saturday 9am – Men's Breakfast

Oakfield Road, Sheffield S10
Streamed under CCLI Licence No. 1234567 and CCLI Streaming Licence No. 7654321

#StLukesSheffield #ChurchOfEngland #HolyCommunion`,
    duration: 4490,
    songs: [
      "5:30 What A Beautiful Name",
      "1:00:40 Build My Life",
      "1:06:45 Amazing Grace",
    ],
    authors: {
      "What A Beautiful Name": "Hillsong Worship",
      "Build My Life": "Housefires",
    },
    skipped: 10,
  },
  {
    church: "St Luke's Church, Sheffield",
    week: 3,
    name: "UK Anglican, '0:00:00 Title' h:mm:ss from zero, 'Song: Title – Artist', 'Hymn: Title', Kids' Spot, intercessions, bank sort code",
    description: `Sunday Morning Worship – 16th June 2024
St Luke's Church, Sheffield

Welcome to our 10.30am service, live from St Luke's. Whether you're joining us in the building or at home, you are very welcome. Happy Father's Day to all our dads! If you'd like prayer this week, email prayer@stlukessheffield.org.uk and one of our prayer team will be in touch.

Sermon: "The Secret of Contentment" – Philippians 4:4-13
Preacher: Revd Sarah Collins

0:00:00 Welcome & Notices
0:03:30 Call to Worship
0:04:55 Song: Living Hope – Phil Wickham
0:10:05 Confession & Absolution
0:12:50 Kids' Spot
0:17:15 Hymn: Be Thou My Vision
0:21:40 Bible Reading: Philippians 4:4-13
0:24:30 Sermon: "The Secret of Contentment" – Revd Sarah Collins
0:47:55 Prayers of Intercession
0:53:20 Song: Cornerstone – Hillsong Worship
0:58:10 Giving
1:00:05 Hymn: Crown Him with Many Crowns
1:03:40 Blessing & Dismissal

GIVING
Bank transfer: St Luke's Church PCC | Sort code 40-11-62 | Account 71234567 | Ref: GIVING
Or give online: https://stlukessheffield.org.uk/give

THIS WEEK
Tuesday 7.30pm – Home Groups
Wednesday 10am – Toddler Group in the church hall
Thursday 12.30pm – Midweek Communion

Oakfield Road, Sheffield S10
Streamed under CCLI Licence No. 1234567 and CCLI Streaming Licence No. 7654321

#StLukesSheffield #ChurchOfEngland #SundayWorship`,
    duration: 3975,
    songs: [
      "4:55 Living Hope",
      "17:15 Be Thou My Vision",
      "53:20 Cornerstone",
      "1:00:05 Crown Him with Many Crowns",
    ],
    authors: {
      "Living Hope": "Phil Wickham",
      "Cornerstone": "Hillsong Worship",
    },
    skipped: 9,
  },
];
