import type { PositionValue } from 'shared-api/contracts';
import type { DemoEmail } from './demo-accounts';

// Fictional candidates for the demo. California's state bracket is full (8), other states
// fill partly, and Los Angeles / Harris counties and the cities of Los Angeles and Houston
// show the county and city pages. `weight` is how much attention (money) a candidate draws.
// Every demo candidate is activated (only activated candidates fill brackets and tiles,
// decisions section 10) except morgan@paid.test's, which shows "Pending verification".

export interface DemoCandidate {
  name: string;
  position: PositionValue;
  /** 'CA', a 5-digit county FIPS or a 7-digit place FIPS. */
  geographicCode: string;
  party: string;
  bio: string;
  experience: string | null;
  platform: string | null;
  stars: number;
  isActivated: boolean;
  weight: number;
  /** The demo account that owns this candidate profile, if any. */
  owner?: DemoEmail;
}

type Entry = Omit<DemoCandidate, 'experience' | 'platform' | 'isActivated' | 'stars'> &
  Partial<Pick<DemoCandidate, 'experience' | 'platform' | 'isActivated' | 'stars'>>;

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
    platform: 'Small-business tax relief, faster liquor and health permits, and safer downtowns.',
  },
  {
    name: 'Grace Okafor',
    position: 'governor',
    geographicCode: 'CA',
    party: 'Green',
    weight: 2,
    bio: 'Climate scientist at a Bay Area university who studies coastal flooding.',
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
    platform: 'Border-town investment, public school funding, and broadband for rural counties.',
  },
  {
    name: 'Wesley Carter',
    position: 'state-senator',
    geographicCode: 'TX',
    party: 'Republican',
    weight: 3,
    bio: 'Lubbock oil-field engineer and youth football coach.',
    platform: 'Energy jobs, vocational schools, and fewer state agency rules.',
  },
  {
    name: 'Danielle Brooks',
    position: 'state-representative',
    geographicCode: 'TX',
    party: 'Independent',
    weight: 2,
    bio: 'Dallas affordable-housing developer running as an independent.',
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
    platform: 'Safer subways, rent stabilisation, and congestion pricing revenue for buses.',
  },
  {
    name: 'Anthony Russo',
    position: 'governor',
    geographicCode: 'NY',
    party: 'Republican',
    weight: 2,
    bio: 'Staten Island contractor and volunteer EMT.',
    platform: 'Lower utility bills, bail reform changes, and upstate manufacturing jobs.',
  },
  {
    name: 'Keisha Johnson',
    position: 'us-representative',
    geographicCode: 'NY',
    party: 'Working Families',
    weight: 2,
    bio: 'Bronx community-board chair and public-school parent leader.',
    platform: 'Universal childcare, green schools, and asthma-free neighbourhoods.',
  },
  {
    name: 'Henry Lindqvist',
    position: 'state-senator',
    geographicCode: 'NY',
    party: 'Independent',
    weight: 1,
    bio: 'Buffalo dairy farmer and cooperative treasurer.',
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
    platform: 'Stabilise home insurance, protect the Everglades, and no state income tax.',
  },
  {
    name: 'Jamal Washington',
    position: 'us-senator',
    geographicCode: 'FL',
    party: 'Democratic',
    weight: 2,
    bio: 'Tampa Bay teacher union president and Army veteran.',
    platform: 'Teacher pay, hurricane-resilient schools, and veterans’ mental health care.',
  },
  {
    name: 'Olivia Hart',
    position: 'state-representative',
    geographicCode: 'FL',
    party: 'Independent',
    weight: 1,
    bio: 'Pensacola marine biologist working on red-tide forecasting.',
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
    platform: 'Apprenticeships, bridge repair, and lower prescription costs for seniors.',
  },
  {
    name: 'Linda Hoffman',
    position: 'us-senator',
    geographicCode: 'PA',
    party: 'Republican',
    weight: 2,
    bio: 'Lancaster County family-farm owner and former township supervisor.',
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
    platform: 'Chip-plant jobs, trade schools, and lower property taxes for retirees.',
  },
  {
    name: 'Angela Moore',
    position: 'us-representative',
    geographicCode: 'OH',
    party: 'Democratic',
    weight: 1,
    bio: 'Cleveland public defender and foster parent.',
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
    platform: 'Finish the flood-bond projects, drainage for every neighbourhood, and jail reform.',
  },
  {
    name: 'Cheryl Dawson',
    position: 'county-commissioner',
    geographicCode: '48201',
    party: 'Republican',
    weight: 2,
    bio: 'Katy-area accountant and former school-board treasurer.',
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
    platform: 'Build housing by right near transit, clean streets, and 24-hour library branches.',
  },
  {
    name: 'Steven Park',
    position: 'city-council',
    geographicCode: '0644000',
    party: 'Independent',
    weight: 2,
    bio: 'Silver Lake restaurateur who wants sidewalks fixed and permits approved in weeks.',
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
    platform: 'Flood buyouts done fairly, street lights that work, and youth jobs every summer.',
  },
  {
    name: 'Gary Whitfield',
    position: 'mayor',
    geographicCode: '4835000',
    party: 'Republican',
    weight: 2,
    bio: 'Retired Houston police captain and Little League coach.',
    platform: 'Fully staffed police and fire, pothole crews on weekends, and a tax rate cap.',
  },
];

export const DEMO_CANDIDATES: readonly DemoCandidate[] = entries.map((entry) => ({
  experience: null,
  platform: null,
  isActivated: true,
  stars: 0,
  ...entry,
}));
