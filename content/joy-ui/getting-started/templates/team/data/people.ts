import type { AvailabilityId, DepartmentId, LocationId } from './facets';

export interface Person {
  id: string;
  name: string;
  pronouns: string;
  role: string;
  department: DepartmentId;
  location: LocationId;
  availability: AvailabilityId;
  /** What the availability means today, in words. */
  status: string;
  email: string;
  phone: string;
  skills: string[];
  languages: string[];
  /** Year and month they joined, `YYYY-MM`. */
  joined: string;
  managerId?: string;
  projects: string[];
  about: string;
}

type Row = [
  id: string,
  name: string,
  pronouns: string,
  role: string,
  department: DepartmentId,
  location: LocationId,
  availability: AvailabilityId,
  status: string,
  phone: string,
  skills: string,
  languages: string,
  joined: string,
  managerId: string,
  projects: string,
  about: string,
];

// One row per person keeps the sample easy to scan; lists are separated by "; ".
const rows: Row[] = [
  ['p01', 'Maren Okafor', 'she/her', 'Design director', 'design', 'bristol', 'available', 'In the studio until 17:30', '+44 117 496 0142', 'Masterplanning; Public realm; Client workshops; Design review', 'English; Igbo', '2014-09', '', 'Harbourside Green; Temple Quay streets', 'Leads the design practice and reviews every scheme before it leaves the studio. Ask her about planting budgets that survive value engineering.'],
  ['p02', 'Tomás Ribeiro', 'he/him', 'Senior landscape architect', 'design', 'lisbon', 'busy', 'Client workshop until 15:00', '+351 21 000 4417', 'Waterfront design; AutoCAD; Detailing; Stone paving', 'Portuguese; English; Spanish', '2017-03', 'p01', 'Trancão wetland park; Marvila schoolyards', 'Runs the Lisbon design team. Has opinions on calçada portuguesa and will share them.'],
  ['p03', 'Inês Salgado', 'she/her', 'Landscape architect', 'design', 'lisbon', 'available', 'At her desk', '+351 21 000 4423', 'Planting design; Rhino; Visual impact; Play spaces', 'Portuguese; English; French', '2021-06', 'p02', 'Marvila schoolyards', 'Designs playgrounds that children actually argue about. Keeps the studio seed library.'],
  ['p04', 'Callum Price', 'he/him', 'Graduate landscape architect', 'design', 'bristol', 'away', 'On leave, back 28 October', '+44 117 496 0178', 'SketchUp; Planting plans; Hand drawing', 'English', '2024-09', 'p01', 'Harbourside Green', 'Joined from the Edinburgh MLA programme. Sketchbook always within reach.'],
  ['p05', 'Aiyana Whitehorse', 'she/her', 'Urban planner', 'planning', 'montreal', 'available', 'Free after 10:00 ET', '+1 514 555 0131', 'Zoning; Public consultation; GIS; Housing policy', 'English; French; Cree', '2019-11', 'p06', 'Lachine Canal edges; Saint-Henri rain gardens', 'Writes the planning statements and sits through the hearings so the designers do not have to.'],
  ['p06', 'Lucien Moreau-Tremblay', 'he/him', 'Head of planning', 'planning', 'montreal', 'busy', 'Council hearing all afternoon', '+1 514 555 0104', 'Planning appeals; Policy; Expert witness; Mentoring', 'French; English', '2015-02', '', 'Lachine Canal edges', 'Opened the Montréal studio. Chairs the Thursday planning clinic that anyone can book.'],
  ['p07', 'Priya Raghunathan', 'she/her', 'Transport planner', 'planning', 'remote', 'available', 'Online, Pune hours', '+44 117 496 0190', 'Street design; Cycle networks; Traffic modelling; GIS', 'English; Tamil; Hindi', '2022-01', 'p06', 'Temple Quay streets', 'Counts bicycles for fun. Works from Pune and overlaps with Bristol mornings.'],
  ['p08', 'Ewan Gallagher', 'he/him', 'GIS analyst', 'planning', 'bristol', 'available', 'At his desk', '+44 117 496 0155', 'QGIS; Python; Flood mapping; Drone surveys', 'English; Irish', '2020-04', 'p06', 'Avon Gorge woodland survey; Harbourside Green', 'Makes the maps everyone else puts on their boards. Pilots the studio drone.'],
  ['p09', 'Sofia Lindqvist', 'she/her', 'Head of ecology', 'ecology', 'remote', 'busy', 'Site visit until 16:00', '+44 117 496 0163', 'Biodiversity net gain; Habitat surveys; Wetlands; Policy', 'Swedish; English; German', '2016-05', '', 'Trancão wetland park; Avon Gorge woodland survey', 'Sets the ecology standards for every project. Rings the bell for the first swift of spring.'],
  ['p10', 'Kwame Asante', 'he/him', 'Ecologist', 'ecology', 'bristol', 'away', 'Fieldwork, back Thursday', '+44 117 496 0127', 'Bat surveys; Bird surveys; Licensing; Report writing', 'English; Twi', '2020-09', 'p09', 'Avon Gorge woodland survey', 'Holds the bat licence and works odd hours in season. Best reached by message.'],
  ['p11', 'Beatriz Nogueira', 'she/her', 'Soil scientist', 'ecology', 'lisbon', 'available', 'In the lab until 18:00', '+351 21 000 4439', 'Soil analysis; Green roofs; Contaminated land; Compost', 'Portuguese; English', '2018-10', 'p09', 'Trancão wetland park; Marvila schoolyards', 'Knows what will grow before anyone draws it. Runs the Lisbon soil lab.'],
  ['p12', 'Hollis Grant', 'they/them', 'Arboriculturist', 'ecology', 'montreal', 'available', 'Free all day', '+1 514 555 0158', 'Tree surveys; Root protection; Urban canopy; Climbing', 'English; French', '2021-03', 'p09', 'Saint-Henri rain gardens', 'Surveys street trees and argues for every one of them at design review.'],
  ['p13', 'Yusuf Demir', 'he/him', 'Head of engineering', 'engineering', 'bristol', 'busy', 'Design review until 14:30', '+44 117 496 0111', 'Drainage; Earthworks; Road design; Site supervision', 'English; Turkish', '2015-08', '', 'Temple Quay streets; Harbourside Green', 'Leads the civil engineers and signs off the drainage on every scheme.'],
  ['p14', 'Mei-Lin Chua', 'she/her', 'Drainage engineer', 'engineering', 'remote', 'available', 'Online until 16:00 UK', '+44 117 496 0186', 'Sustainable drainage; Hydraulic modelling; Civil 3D', 'English; Mandarin; Malay', '2022-07', 'p13', 'Saint-Henri rain gardens; Temple Quay streets', 'Models where the rain goes. Works from Penang with early UK hours.'],
  ['p15', 'Rafael Cardoso', 'he/him', 'Structural engineer', 'engineering', 'lisbon', 'away', 'Parental leave until January', '+351 21 000 4451', 'Boardwalks; Timber structures; Retaining walls', 'Portuguese; English', '2019-01', 'p13', 'Trancão wetland park', 'Designed the boardwalks at Trancão. Away with a new baby: Noor covers his work.'],
  ['p16', 'Noor Haddad', 'she/her', 'Civil engineer', 'engineering', 'montreal', 'available', 'In the studio', '+1 514 555 0176', 'Road design; Permeable paving; Winter maintenance', 'Arabic; French; English', '2023-02', 'p13', 'Lachine Canal edges; Trancão wetland park', 'Designs streets that cope with snowmelt. Covering structural questions this winter.'],
  ['p17', 'Gethin Rowlands', 'he/him', 'Studio manager', 'studio', 'bristol', 'available', 'Front desk until 17:00', '+44 117 496 0100', 'Facilities; Health and safety; Onboarding; Fleet', 'English; Welsh', '2014-11', '', '', 'Keeps the three studios running: desks, keys, vans, first aid and the coffee order.'],
  ['p18', 'Clémence Roy', 'she/her', 'People partner', 'studio', 'montreal', 'busy', 'Interviews until 13:00', '+1 514 555 0112', 'Recruitment; Wellbeing; Visas; Learning budgets', 'French; English', '2020-01', 'p17', '', 'Your first stop for leave, visas and the learning budget.'],
  ['p19', 'Dara Nwosu', 'he/him', 'Finance coordinator', 'studio', 'remote', 'available', 'Online, UK hours', '+44 117 496 0137', 'Invoicing; Expenses; Project budgets; Xero', 'English; Yoruba', '2021-10', 'p17', '', 'Pays the expenses on Fridays. Send receipts before Thursday noon.'],
  ['p20', 'Lotte Vermeulen', 'she/her', 'Visualisation artist', 'design', 'remote', 'busy', 'Rendering deadline today', '+44 117 496 0149', 'Rendering; Photomontage; Blender; Illustration', 'Dutch; English', '2019-06', 'p01', 'Harbourside Green; Lachine Canal edges', 'Turns plans into pictures that win competitions. Works from Utrecht.'],
  ['p21', 'Amira Benali', 'she/her', 'Community engagement lead', 'planning', 'bristol', 'away', 'Running a street fair today', '+44 117 496 0171', 'Workshops; Co-design; Facilitation; Accessibility audits', 'English; Arabic; French', '2018-04', 'p06', 'Temple Quay streets; Marvila schoolyards', 'Brings neighbours into the design process early, with maps, sticky notes and cake.'],
  ['p22', 'Jonah Feld', 'he/him', 'Bid writer', 'studio', 'lisbon', 'available', 'At his desk', '+351 21 000 4408', 'Tenders; Proposals; Editing; Competition entries', 'English; Hebrew; Portuguese', '2022-05', 'p17', '', 'Writes the words that win the work. Send him your project photos.'],
  ['p23', 'Tavita Faleolo', 'she/her', 'Planting designer', 'design', 'montreal', 'available', 'Free after lunch', '+1 514 555 0193', 'Native plants; Meadows; Winter interest; Nursery sourcing', 'English; Samoan; French', '2023-04', 'p01', 'Saint-Henri rain gardens', 'Chooses plants that survive Montréal winters and still look good in March.'],
  ['p24', 'Ruairí Byrne', 'he/him', 'Hydrologist', 'ecology', 'bristol', 'busy', 'Flood model run until 12:00', '+44 117 496 0122', 'River restoration; Flood risk; Water quality; HEC-RAS', 'English; Irish', '2017-12', 'p09', 'Harbourside Green; Trancão wetland park', 'Restores rivers and checks that new wetlands hold water in August.'],
];

const list = (value: string) => (value ? value.split('; ') : []);

/** Turns "Inês Salgado" into "ines.salgado": accents and spaces removed. */
const mailbox = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');

export const people: Person[] = rows.map(
  ([id, name, pronouns, role, department, location, availability, status, phone, skills, languages, joined, managerId, projects, about]) => ({
    id,
    name,
    pronouns,
    role,
    department,
    location,
    availability,
    status,
    email: `${mailbox(name)}@haldenmoss.example`,
    phone,
    skills: list(skills),
    languages: list(languages),
    joined,
    ...(managerId && { managerId }),
    projects: list(projects),
    about,
  }),
);

export const personById = (id: string | null) => people.find((person) => person.id === id) ?? null;
