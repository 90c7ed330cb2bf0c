import { pick, seededRandom, seededTimestamp } from '@openunified/connector-sdk/emulator';

/** Records shaped exactly as TalentLMS API v1 serialises them: ids and counters as strings. */
export interface EmulatedCategory {
  id: string;
  name: string;
  price: string;
  parent_category_id: string | null;
}

export interface EmulatedCourse {
  id: string;
  name: string;
  code: string;
  category_id: string | null;
  description: string;
  price: string;
  status: 'active' | 'inactive';
  creation_date: string;
  last_update_on: string;
  creator_id: string;
  hide_from_catalog: '0' | '1';
  time_limit: string;
  start_datetime: null;
  expiration_datetime: null;
  level: string | null;
  shared: '0' | '1';
  shared_url: string;
  avatar: string;
  big_avatar: string;
  certification: string;
  certification_duration: string;
}

export interface EmulatedCatalogue {
  categories: EmulatedCategory[];
  courses: EmulatedCourse[];
}

export interface CatalogueSize {
  seed: number;
  categoryCount: number;
  courseCount: number;
}

const topics = ['Sales', 'Onboarding', 'Compliance', 'Leadership', 'Customer Success', 'Security', 'Engineering', 'Marketing', 'Finance'];
const qualifiers = ['Essentials', 'Advanced', 'for Managers', 'Workshops', 'Certification', 'Refreshers', 'Labs'];
const courseSubjects = ['Foundations', 'Best practices', 'Case studies', 'Hands-on lab', 'Assessment', 'Deep dive'];
const deepestLevel = 3;
const imageBase = 'https://sandbox.talentlms.com/pages/images';

/** TalentLMS prints dates in the account's format; the emulated account uses DDMMYYYY. */
export function formatTalentlmsDate(isoTimestamp: string): string {
  const [date = '', time = ''] = isoTimestamp.split('T');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}, ${time.slice(0, 8)}`;
}

function price(random: () => number): string {
  return random() < 0.5 ? '&#36;0.00' : `&#36;${(5 + Math.floor(random() * 200)).toFixed(2)}`;
}

function seedCategories(random: () => number, count: number): EmulatedCategory[] {
  const categories: EmulatedCategory[] = [];
  const depthById = new Map<string, number>();
  const usedNames = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const id = String(index + 1);
    // A third of the catalogue sits at the top; the rest nests under earlier, shallow enough categories.
    const possibleParents = categories.filter((category) => (depthById.get(category.id) ?? 1) < deepestLevel);
    const parent = index === 0 || random() < 0.34 || possibleParents.length === 0 ? null : pick(random, possibleParents);
    let name = `${pick(random, topics)} ${pick(random, qualifiers)}`;
    if (usedNames.has(name)) name = `${name} ${id}`;
    usedNames.add(name);
    categories.push({ id, name, price: price(random), parent_category_id: parent?.id ?? null });
    depthById.set(id, parent ? (depthById.get(parent.id) ?? 1) + 1 : 1);
  }
  return categories;
}

function seedCourses(random: () => number, count: number, categories: readonly EmulatedCategory[]): EmulatedCourse[] {
  return Array.from({ length: count }, (_, index) => {
    const id = String(index + 101);
    const category = categories.length === 0 || random() < 0.1 ? null : pick(random, categories);
    const created = seededTimestamp(index * 24);
    return {
      id,
      name: `${category ? category.name.split(' ')[0] : 'General'} ${pick(random, courseSubjects)} ${id}`,
      code: `C${id}`,
      category_id: category?.id ?? null,
      description: `Course ${id} of the TalentLMS sandbox.`,
      price: price(random),
      status: random() < 0.85 ? 'active' : 'inactive',
      creation_date: formatTalentlmsDate(created),
      last_update_on: formatTalentlmsDate(seededTimestamp(index * 24 + 5)),
      creator_id: '1',
      hide_from_catalog: random() < 0.1 ? '1' : '0',
      time_limit: '0',
      start_datetime: null,
      expiration_datetime: null,
      level: random() < 0.5 ? null : String(1 + Math.floor(random() * 5)),
      shared: '0',
      shared_url: '',
      avatar: `${imageBase}/default_course.png`,
      big_avatar: `${imageBase}/default_course_big.png`,
      certification: 'Classic',
      certification_duration: 'Forever',
    };
  });
}

/** The same seed and sizes always give the same catalogue. */
export function seedCatalogue(size: CatalogueSize): EmulatedCatalogue {
  const random = seededRandom(size.seed);
  const categories = seedCategories(random, size.categoryCount);
  return { categories, courses: seedCourses(random, size.courseCount, categories) };
}
