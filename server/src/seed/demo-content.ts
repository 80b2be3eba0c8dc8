import type { DemoEmail } from './demo-accounts';

// Text for the demo's donors, posts, chat and messages. Donor addresses use real city and
// ZIP pairs; names are common first and last names; emails are at example.com (reserved).

export const DONOR_FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Carlos',
  'Sarah',
  'Luis',
  'Karen',
  'Kevin',
  'Nancy',
  'Brian',
  'Lisa',
  'George',
  'Betty',
  'Ahmed',
  'Mei',
  'Hiroshi',
  'Fatima',
  'Andre',
  'Sandra',
  'Diego',
  'Ashley',
  'Raj',
  'Emily',
  'Samuel',
  'Donna',
  'Omar',
  'Michelle',
  'Tyrone',
  'Carol',
  'Wei',
  'Amanda',
  'Ivan',
  'Melissa',
] as const;

export const DONOR_LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Kim',
  'Patel',
  'Cohen',
  'Murphy',
  'Okoye',
] as const;

export const DONOR_STREETS = [
  'Oak St',
  'Maple Ave',
  'Cedar Ln',
  'Pine St',
  'Elm St',
  'Washington Blvd',
  'Lakeview Dr',
  'Park Ave',
  'Sunset Blvd',
  'Main St',
  'Highland Ave',
  'River Rd',
  'Mission St',
  'Grand Ave',
] as const;

/** City, state and ZIP of donors' mailing addresses, keyed by the state they live in. */
export const DONOR_PLACES: Record<string, readonly (readonly [string, string])[]> = {
  CA: [
    ['Los Angeles', '90012'],
    ['San Diego', '92101'],
    ['Fresno', '93721'],
    ['Oakland', '94612'],
    ['Sacramento', '95814'],
    ['San Jose', '95113'],
  ],
  TX: [
    ['Houston', '77002'],
    ['Austin', '78701'],
    ['Dallas', '75201'],
    ['El Paso', '79901'],
    ['Lubbock', '79401'],
  ],
  NY: [
    ['New York', '10007'],
    ['Buffalo', '14202'],
    ['Albany', '12207'],
    ['Rochester', '14604'],
  ],
  FL: [
    ['Miami', '33128'],
    ['Tampa', '33602'],
    ['Orlando', '32801'],
    ['Pensacola', '32502'],
  ],
  PA: [
    ['Philadelphia', '19107'],
    ['Pittsburgh', '15219'],
    ['Scranton', '18503'],
  ],
  OH: [
    ['Columbus', '43215'],
    ['Cleveland', '44113'],
    ['Cincinnati', '45202'],
  ],
};

export const DONOR_JOBS: readonly (readonly [string, string])[] = [
  ['Teacher', 'Unified School District'],
  ['Registered Nurse', 'Kaiser Permanente'],
  ['Software Engineer', 'Self-employed'],
  ['Electrician', 'IBEW Local 11'],
  ['Accountant', 'Deloitte'],
  ['Retired', 'Retired'],
  ['Small Business Owner', 'Self-employed'],
  ['Attorney', 'Legal Aid Society'],
  ['Farmer', 'Self-employed'],
  ['Physician', 'Community Health Center'],
  ['Student', 'Not employed'],
  ['Truck Driver', 'J.B. Hunt'],
  ['Pharmacist', 'CVS Health'],
  ['Firefighter', 'City Fire Department'],
  ['Real Estate Agent', 'Keller Williams'],
];

export const DONATION_MESSAGES = [
  'Keep fighting for us!',
  'Proud to support you.',
  'For my kids’ schools.',
  'Water for the valley!',
  'You have my vote.',
  'Let’s win this bracket!',
  'Thank you for standing up for working families.',
  'Small donation, big hopes.',
  'From a first-time donor.',
  'Go get that star!',
] as const;

/** Demo donation amounts in dollars with how often each occurs. */
export const DONATION_AMOUNTS: readonly (readonly [number, number])[] = [
  [5, 6],
  [10, 10],
  [20, 8],
  [25, 14],
  [50, 14],
  [100, 14],
  [150, 4],
  [250, 9],
  [500, 6],
  [1000, 3],
  [2500, 1],
];

export const DEMO_POSTS: readonly { author: DemoEmail; content: string; hoursAgo: number }[] = [
  {
    author: 'casey@paid.test',
    hoursAgo: 1,
    content:
      'Just finished a town hall in Fresno. 300 people showed up to talk about water. This is what democracy looks like. 💧',
  },
  {
    author: 'voter@paid.test',
    hoursAgo: 2,
    content:
      'First time donating to a campaign. Took two minutes. Feels good to put my money where my mouth is.',
  },
  {
    author: 'casey@paid.test',
    hoursAgo: 5,
    content: 'We are #1 in the California bracket this week. Every $5 counts - thank you!',
  },
  {
    author: 'morgan@paid.test',
    hoursAgo: 8,
    content:
      'Filed my candidacy today! Waiting on activation so I can start streaming. Austin, let’s go.',
  },
  {
    author: 'voter@paid.test',
    hoursAgo: 12,
    content:
      'Watched the CA debate stream last night. The chat was wild but the candidates actually answered questions.',
  },
  {
    author: 'admin@paid.test',
    hoursAgo: 20,
    content: 'Welcome to PAID Shorts! Share what you care about in 280 characters or less.',
  },
  {
    author: 'morgan@paid.test',
    hoursAgo: 26,
    content:
      'Spent the morning at our free clinic. 42 patients, zero insurance cards. Health care should not be a luxury.',
  },
  {
    author: 'casey@paid.test',
    hoursAgo: 30,
    content:
      'Live fundraising stream tonight at 7pm PT. Bring your questions about housing near transit.',
  },
  {
    author: 'voter@paid.test',
    hoursAgo: 40,
    content: 'Does anyone know when the Texas bracket fills up? Only a few spots left.',
  },
  {
    author: 'admin@paid.test',
    hoursAgo: 50,
    content: 'Reminder: every candidate page has a direct message tab. Ask them anything.',
  },
  {
    author: 'morgan@paid.test',
    hoursAgo: 70,
    content: 'Grid reliability is not a partisan issue. Nobody should freeze in their home again.',
  },
  {
    author: 'casey@paid.test',
    hoursAgo: 96,
    content: 'Thank you to the 120 volunteers who knocked doors in Sacramento this weekend!',
  },
];

export const DEMO_CHAT: readonly { username: string; message: string }[] = [
  { username: 'valleygirl77', message: 'Who else is here for the CA debate?' },
  { username: 'SacTownSam', message: 'Here! Been waiting all week' },
  { username: 'bearflag', message: 'Casey Morales has my vote already' },
  { username: 'OCdad', message: 'Whitaker on gas prices is going to be interesting' },
  {
    username: 'freshvoter',
    message: 'first time watching one of these, how does the bracket work?',
  },
  { username: 'SacTownSam', message: '@freshvoter money raised each round decides who moves on' },
  { username: 'freshvoter', message: 'oh cool, so donations are votes basically' },
  { username: 'bayarea_nurse', message: 'Dr. Raman please talk about clinic funding' },
  { username: 'valleygirl77', message: 'WATER. Talk about WATER.' },
  { username: 'surfer_joe', message: 'what about coastal flooding? Okafor gets it' },
  { username: 'OCdad', message: 'the stream quality is great tonight' },
  { username: 'bearflag', message: 'just donated $25 lets gooo' },
  { username: 'Inland_Elena_fan', message: 'Vasquez for warehouse safety!!' },
  { username: 'modbot', message: 'Reminder: keep it civil, folks.' },
  { username: 'surfer_joe', message: 'civil as a calm ocean' },
  { username: 'techie_sj', message: 'Sandoval is the only one talking about privacy' },
  { username: 'bayarea_nurse', message: 'great answer on drug prices' },
  { username: 'SacTownSam', message: 'Casey just pulled ahead in the bracket' },
  { username: 'valleygirl77', message: 'told you. water wins elections' },
  { username: 'freshvoter', message: 'this is actually fun, I will be back next round' },
];

export const DEMO_DIRECT_MESSAGES: readonly {
  sender: DemoEmail | null;
  senderName: string | null;
  subject: string;
  message: string;
  hoursAgo: number;
  isRead: boolean;
}[] = [
  {
    sender: 'voter@paid.test',
    senderName: 'Jordan Rivera',
    subject: 'Question about your water plan',
    message:
      'Hi Casey, how would the new storage projects be paid for without raising my water bill? Thanks for running.',
    hoursAgo: 3,
    isRead: false,
  },
  {
    sender: null,
    senderName: 'Fresno Teachers Association',
    subject: 'Candidate forum invitation',
    message:
      'We would love to have you at our candidate forum on the 14th at 6pm. Please let us know if you can attend.',
    hoursAgo: 28,
    isRead: true,
  },
  {
    sender: 'morgan@paid.test',
    senderName: 'Morgan Patel',
    subject: 'Joint event on rural health?',
    message:
      'Hi Casey! Different states, same problem. Want to do a joint stream about rural clinics sometime?',
    hoursAgo: 50,
    isRead: false,
  },
];
