import type { PositionValue } from 'shared-api/contracts';
import type { DemoEmail } from './demo-accounts';

// Fictional candidates for the demo. California's state bracket is full (8), other states
// fill partly, and Los Angeles / Harris counties and the cities of Los Angeles and Houston
// show the county and city pages. `weight` is how much attention (money) a candidate draws.
// Every demo candidate is activated (only activated candidates fill brackets and tiles,
// docs/donation-rules.md) except morgan@paid.test's, which shows "Pending verification".
// Every profile is complete: biography, experience, platform, a contact email
// and a phone, so each tab of the account form saves as it is and no page shows a fallback.

export interface DemoCandidate {
  name: string;
  position: PositionValue;
  /** 'CA', a 5-digit county FIPS or a 7-digit place FIPS. */
  geographicCode: string;
  party: string;
  bio: string;
  experience: string;
  platform: string;
  /**
   * The campaign's public contact address (the candidate page shows it), never the owner's
   * login address: members' addresses stay private (docs/donation-rules.md, Privacy).
   */
  email: string;
  /** A fictional number (555-0100 to 555-0199 are reserved for fiction). */
  phone: string;
  stars: number;
  isActivated: boolean;
  weight: number;
  /** The demo account that owns this candidate profile, if any. */
  owner?: DemoEmail;
}

type Entry = Omit<DemoCandidate, 'email' | 'phone' | 'isActivated' | 'stars'> &
  Partial<Pick<DemoCandidate, 'isActivated' | 'stars'>>;

const entries: Entry[] = [
  // California: a full state bracket of eight.
  {
    name: 'Casey Morales',
    position: 'governor',
    geographicCode: 'CA',
    party: 'Democratic',
    owner: 'casey@paid.test',
    weight: 11,
    stars: 2,
    isActivated: true,
    bio: 'Former Fresno County water board chair who spent a decade bringing drought-proof water storage to Central Valley farm towns.',
    experience:
      'Chair, Fresno County Water Advisory Board (2016-2024); small-business owner; volunteer firefighter.',
    platform:
      'Water security for every region, 200,000 new homes near transit, and a state wildfire corps paid year-round.',
  },
  {
    name: 'Daniel Whitaker',
    position: 'governor',
    geographicCode: 'CA',
    party: 'Republican',
    weight: 7,
    stars: 1,
    isActivated: true,
    bio: 'San Diego logistics executive and Navy veteran running on cutting the cost of living.',
    experience: 'Chief operating officer of a regional freight company; 8 years in the US Navy.',
    platform:
      'Suspend the gas tax increase, streamline permits for builders, and audit high-speed rail spending.',
  },
  {
    name: 'Priya Raman',
    position: 'us-senator',
    geographicCode: 'CA',
    party: 'Democratic',
    weight: 6,
    bio: 'Public-health physician from Oakland who led the county vaccine rollout.',
    experience: 'Deputy health officer, Alameda County; emergency physician for 12 years.',
    platform:
      'Lower drug prices, community clinics in every county, and pandemic preparedness funding.',
  },
  {
    name: 'Marcus Bell',
    position: 'state-senator',
    geographicCode: 'CA',
    party: 'Independent',
    weight: 4,
    bio: 'High-school civics teacher from Sacramento who wants open primaries and a citizens budget review.',
    experience:
      'Civics teacher at a Sacramento high school for 15 years; led the district budget advisory committee.',
    platform:
      'Open primaries, a public line-by-line state budget, and higher pay for classroom teachers.',
  },
  {
    name: 'Elena Vasquez',
    position: 'us-representative',
    geographicCode: 'CA',
    party: 'Democratic',
    weight: 5,
    bio: 'Labor organizer from the Inland Empire focused on warehouse worker safety and commute times.',
    experience:
      'Safety organizer for 40,000 Inland Empire warehouse workers; Riverside transit board member.',
    platform:
      'Heat-safety standards for warehouses, electric freight corridors, and childcare tax credits.',
  },
  {
    name: 'Thomas Nguyen',
    position: 'state-representative',
    geographicCode: 'CA',
    party: 'Republican',
    weight: 3,
    bio: 'Orange County restaurant owner and former chamber of commerce president.',
    experience:
      'Owner of three Orange County restaurants; president of the Westminster Chamber of Commerce (2019-2023).',
    platform: 'Small-business tax relief, faster liquor and health permits, and safer downtowns.',
  },
  {
    name: 'Grace Okafor',
    position: 'governor',
    geographicCode: 'CA',
    party: 'Green',
    weight: 2,
    bio: 'Climate scientist at a Bay Area university who studies coastal flooding.',
    experience:
      'Professor of coastal hydrology; author of the state sea-level rise guidance adopted in 2022.',
    platform:
      'A 2035 clean-grid deadline, managed retreat funding for coastal towns, and free transit passes for students.',
  },
  {
    name: 'Robert Sandoval',
    position: 'us-senator',
    geographicCode: 'CA',
    party: 'Libertarian',
    weight: 1,
    bio: 'Software engineer from San Jose running against surveillance and for a simpler tax code.',
    experience:
      'Privacy engineer for 14 years; volunteer counsel to a San Jose digital-rights clinic.',
    platform: 'End warrantless data collection, a flat state income tax, and school choice.',
  },

  // Texas
  {
    name: 'Morgan Patel',
    position: 'us-representative',
    geographicCode: 'TX',
    party: 'Democratic',
    owner: 'morgan@paid.test',
    weight: 4,
    isActivated: false,
    bio: 'Austin nurse practitioner who started a free clinic for uninsured families.',
    experience: 'Nurse practitioner for 11 years; founder and director of an Austin free clinic.',
    platform:
      'Expand Medicaid, rural hospital grants, and a stronger power grid after Winter Storm Uri.',
  },
  {
    name: 'Jack Harlan',
    position: 'governor',
    geographicCode: 'TX',
    party: 'Republican',
    weight: 6,
    stars: 1,
    isActivated: true,
    bio: 'Fourth-generation cattle rancher from the Hill Country and former state agriculture commissioner.',
    experience:
      'Texas agriculture commissioner (2015-2023); runs a fourth-generation cattle ranch.',
    platform: 'Property tax cuts, water pipelines for West Texas, and border infrastructure.',
  },
  {
    name: 'Sofia Reyes',
    position: 'us-senator',
    geographicCode: 'TX',
    party: 'Democratic',
    weight: 5,
    isActivated: true,
    bio: 'El Paso city attorney who led the fight for a new children’s hospital.',
    experience: 'El Paso city attorney since 2017; former assistant district attorney.',
    platform: 'Border-town investment, public school funding, and broadband for rural counties.',
  },
  {
    name: 'Wesley Carter',
    position: 'state-senator',
    geographicCode: 'TX',
    party: 'Republican',
    weight: 3,
    bio: 'Lubbock oil-field engineer and youth football coach.',
    experience:
      'Petroleum engineer in the Permian Basin for 20 years; Lubbock youth football coach.',
    platform: 'Energy jobs, vocational schools, and fewer state agency rules.',
  },
  {
    name: 'Danielle Brooks',
    position: 'state-representative',
    geographicCode: 'TX',
    party: 'Independent',
    weight: 2,
    bio: 'Dallas affordable-housing developer running as an independent.',
    experience:
      'Developer of 1,200 affordable homes in Dallas; chair of a neighborhood housing trust.',
    platform: 'Zoning reform, starter homes, and transparent city contracts.',
  },

  // New York
  {
    name: 'Rachel Goldstein',
    position: 'governor',
    geographicCode: 'NY',
    party: 'Democratic',
    weight: 3,
    isActivated: true,
    bio: 'Former Brooklyn district attorney focused on subway safety and tenant protections.',
    experience:
      'Brooklyn district attorney (2014-2022); New York City transit safety task force co-chair.',
    platform: 'Safer subways, rent stabilisation, and congestion pricing revenue for buses.',
  },
  {
    name: 'Anthony Russo',
    position: 'governor',
    geographicCode: 'NY',
    party: 'Republican',
    weight: 2,
    bio: 'Staten Island contractor and volunteer EMT.',
    experience: 'Owner of a Staten Island contracting firm; volunteer EMT for 18 years.',
    platform: 'Lower utility bills, bail reform changes, and upstate manufacturing jobs.',
  },
  {
    name: 'Keisha Johnson',
    position: 'us-representative',
    geographicCode: 'NY',
    party: 'Working Families',
    weight: 2,
    bio: 'Bronx community-board chair and public-school parent leader.',
    experience: 'Chair of Bronx Community Board 4; parent leader of a 30-school PTA council.',
    platform: 'Universal childcare, green schools, and asthma-free neighbourhoods.',
  },
  {
    name: 'Henry Lindqvist',
    position: 'state-senator',
    geographicCode: 'NY',
    party: 'Independent',
    weight: 1,
    bio: 'Buffalo dairy farmer and cooperative treasurer.',
    experience: 'Dairy farmer near Buffalo; treasurer of a 60-farm milk cooperative.',
    platform: 'Fair milk prices, rural broadband, and volunteer fire department grants.',
  },

  // Florida
  {
    name: 'Maria Delgado',
    position: 'governor',
    geographicCode: 'FL',
    party: 'Republican',
    weight: 3,
    isActivated: true,
    bio: 'Miami insurance regulator who wants to fix the home-insurance crisis.',
    experience: 'Deputy Florida insurance commissioner (2016-2024); consumer advocate before that.',
    platform: 'Stabilise home insurance, protect the Everglades, and no state income tax.',
  },
  {
    name: 'Jamal Washington',
    position: 'us-senator',
    geographicCode: 'FL',
    party: 'Democratic',
    weight: 2,
    bio: 'Tampa Bay teacher union president and Army veteran.',
    experience: 'Tampa Bay teachers union president; US Army veteran, two tours.',
    platform: 'Teacher pay, hurricane-resilient schools, and veterans’ mental health care.',
  },
  {
    name: 'Olivia Hart',
    position: 'state-representative',
    geographicCode: 'FL',
    party: 'Independent',
    weight: 1,
    bio: 'Pensacola marine biologist working on red-tide forecasting.',
    experience: 'Marine biologist leading a red-tide forecasting lab in Pensacola.',
    platform: 'Clean water, red-tide research, and coastal flood maps everyone can read.',
  },

  // Pennsylvania
  {
    name: 'Patrick Kowalski',
    position: 'governor',
    geographicCode: 'PA',
    party: 'Democratic',
    weight: 2,
    bio: 'Scranton steamfitter and union apprenticeship director.',
    experience: 'Steamfitter for 22 years; director of a 900-apprentice union training program.',
    platform: 'Apprenticeships, bridge repair, and lower prescription costs for seniors.',
  },
  {
    name: 'Linda Hoffman',
    position: 'us-senator',
    geographicCode: 'PA',
    party: 'Republican',
    weight: 2,
    bio: 'Lancaster County family-farm owner and former township supervisor.',
    experience: 'Lancaster County family-farm owner; township supervisor for two terms.',
    platform: 'Farm succession tax relief, energy production, and local school control.',
  },

  // Ohio
  {
    name: 'Derek Simmons',
    position: 'governor',
    geographicCode: 'OH',
    party: 'Republican',
    weight: 1,
    bio: 'Columbus manufacturing plant manager who brought 600 jobs back to the state.',
    experience: 'Plant manager of a Columbus manufacturer; brought 600 jobs back to Ohio.',
    platform: 'Chip-plant jobs, trade schools, and lower property taxes for retirees.',
  },
  {
    name: 'Angela Moore',
    position: 'us-representative',
    geographicCode: 'OH',
    party: 'Democratic',
    weight: 1,
    bio: 'Cleveland public defender and foster parent.',
    experience: 'Cleveland public defender for 12 years; foster parent to seven children.',
    platform: 'Lead-pipe replacement, fair courts, and support for foster families.',
  },

  // Los Angeles County, CA
  {
    name: 'Victor Chen',
    position: 'county-commissioner',
    geographicCode: '06037',
    party: 'Democratic',
    weight: 3,
    isActivated: true,
    bio: 'Pasadena urban planner focused on homelessness services that actually house people.',
    experience: 'Pasadena urban planner; designed the county’s supportive-housing pilot.',
    platform:
      'Permanent supportive housing, faster mental-health response, and cleaner storm drains.',
  },
  {
    name: 'Lauren Mitchell',
    position: 'county-commissioner',
    geographicCode: '06037',
    party: 'Republican',
    weight: 2,
    bio: 'Santa Clarita small-business owner and former sheriff’s volunteer.',
    experience: 'Santa Clarita small-business owner; sheriff’s volunteer for a decade.',
    platform:
      'Response times under ten minutes, fire-safe brush clearing, and a county spending audit.',
  },
  {
    name: 'Isabel Fuentes',
    position: 'county-commissioner',
    geographicCode: '06037',
    party: 'Independent',
    weight: 1,
    bio: 'East LA community-health worker and food-bank organiser.',
    experience:
      'Community-health worker in East LA; organiser of a weekly food bank for 2,000 families.',
    platform: 'Neighbourhood clinics, street vending permits, and shade trees on every bus stop.',
  },

  // Harris County, TX
  {
    name: 'Brandon Lewis',
    position: 'county-commissioner',
    geographicCode: '48201',
    party: 'Democratic',
    weight: 2,
    bio: 'Houston flood-control engineer who designed the Brays Bayou detention ponds.',
    experience: 'Harris County flood-control engineer; designed the Brays Bayou detention ponds.',
    platform: 'Finish the flood-bond projects, drainage for every neighbourhood, and jail reform.',
  },
  {
    name: 'Cheryl Dawson',
    position: 'county-commissioner',
    geographicCode: '48201',
    party: 'Republican',
    weight: 2,
    bio: 'Katy-area accountant and former school-board treasurer.',
    experience: 'Certified public accountant; Katy school-board treasurer (2016-2022).',
    platform: 'Balanced county budgets, more deputies, and road repairs before new projects.',
  },

  // City of Los Angeles, CA
  {
    name: 'Nadia Karim',
    position: 'mayor',
    geographicCode: '0644000',
    party: 'Democratic',
    weight: 3,
    isActivated: true,
    bio: 'Koreatown tenant lawyer and neighbourhood council president.',
    experience: 'Tenant lawyer in Koreatown; president of her neighbourhood council.',
    platform: 'Build housing by right near transit, clean streets, and 24-hour library branches.',
  },
  {
    name: 'Steven Park',
    position: 'city-council',
    geographicCode: '0644000',
    party: 'Independent',
    weight: 2,
    bio: 'Silver Lake restaurateur who wants sidewalks fixed and permits approved in weeks.',
    experience: 'Silver Lake restaurateur; small-business liaison to the city council.',
    platform: 'Sidewalk repair, permit reform, and safe bike lanes to every school.',
  },

  // City of Houston, TX
  {
    name: 'Tanya Robinson',
    position: 'mayor',
    geographicCode: '4835000',
    party: 'Democratic',
    weight: 2,
    bio: 'Third Ward pastor and former city housing director.',
    experience: 'Pastor in Houston’s Third Ward; city housing director (2012-2019).',
    platform: 'Flood buyouts done fairly, street lights that work, and youth jobs every summer.',
  },
  {
    name: 'Gary Whitfield',
    position: 'mayor',
    geographicCode: '4835000',
    party: 'Republican',
    weight: 2,
    bio: 'Retired Houston police captain and Little League coach.',
    experience: 'Houston police captain for 28 years (retired); Little League coach.',
    platform: 'Fully staffed police and fire, pothole crews on weekends, and a tax rate cap.',
  },
];

/** An area code of the candidate's place, so the numbers look local. */
const AREA_CODES: Record<string, string> = {
  CA: '916',
  TX: '512',
  NY: '518',
  FL: '850',
  PA: '717',
  OH: '614',
  '06037': '213', // Los Angeles County
  '48201': '713', // Harris County
  '0644000': '213', // City of Los Angeles
  '4835000': '713', // City of Houston
};

function contactOf(entry: Entry, index: number): Pick<DemoCandidate, 'email' | 'phone'> {
  const area = AREA_CODES[entry.geographicCode];
  if (!area) throw new Error(`Demo candidate ${entry.name} has no area code`);
  const [first, last] = entry.name.toLowerCase().split(' ');
  return {
    email: `${first}.${last}@campaign.example.org`,
    phone: `(${area}) 555-01${String(index).padStart(2, '0')}`,
  };
}

export const DEMO_CANDIDATES: readonly DemoCandidate[] = entries.map((entry, index) => ({
  isActivated: true,
  stars: 0,
  ...entry,
  ...contactOf(entry, index),
}));
