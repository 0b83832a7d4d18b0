// The landing page's words, kept apart from its markup so the page reads as structure.
import type { IconName } from './_landing-icons.js';

export interface Idea { icon: IconName; title: string; text: string; href: string; linkLabel: string }

export const IDEAS: Idea[] = [
  {
    icon: 'pin', title: 'A chapter for your zip code', href: '/docs/user-guide/chapters', linkLabel: 'How chapters work',
    text: 'Your zip code places you in a local chapter. The planting dates, varieties and results you browse come from gardeners who share your frost dates, your soil and your rain.',
  },
  {
    icon: 'people', title: 'Garden with your neighbors', href: '/docs/user-guide/gardens', linkLabel: 'Gardens and their members',
    text: 'Invite a partner, a plot-mate or the family next door into your garden. Split the tasks, ask the chapter forum why the squash wilted, and chat with everyone who works the same beds.',
  },
  {
    icon: 'calendar', title: 'Beds and plantings, season by season', href: '/docs/user-guide/plantings', linkLabel: 'Planning plantings',
    text: 'Lay out each garden as beds, then give every planting its dates: sown, transplanted, first and last harvest. Seasons are kept side by side, so next spring starts from this year’s record.',
  },
  {
    icon: 'notebook', title: 'Observations and outcomes', href: '/docs/user-guide/outcomes', linkLabel: 'Rating outcomes',
    text: 'Write a dated note or snap a photo when the aphids arrive or the first pepper colors up. At season’s end, rate each planting from one to five stars on yield, taste and pest resistance.',
  },
  {
    icon: 'tag', title: 'What your harvest is worth', href: '/docs/user-guide/retail-value', linkLabel: 'How retail value works',
    text: 'Log what you pick and the app prices it at local grocery rates, crop by crop. Knowing a bed of pole beans was worth $60 makes next year’s seed order an easy decision.',
  },
  {
    icon: 'sprout', title: 'School and community gardens', href: '/docs/user-guide/school-and-community-gardens', linkLabel: 'Shared gardens',
    text: 'A coordinator brings up to 40 gardeners under one Community plan: students, families and volunteers, each recording their own beds, with one task board for work days.',
  },
];

/** One line about each featured gardener, by the slug of their profile page. */
export const GARDENER_NOTES: Record<string, { place: string; note: string }> = {
  'maria-delgado': { place: 'Yakima, WA', note: 'Half an acre of drip-irrigated peppers and tomatoes in the dry Yakima Valley.' },
  'kenji-watanabe': { place: 'Portland, OR', note: 'Asian greens almost every week of the year from six raised beds on a city lot.' },
  'amara-okafor': { place: 'Atlanta, GA', note: 'A school garden where fourth graders plan, plant and record every bed.' },
  'tom-brennan': { place: 'Duluth, MN', note: 'Hoop houses and cold-hardy varieties for a short Lake Superior season.' },
  'priya-raman': { place: 'Austin, TX', note: 'Fall-to-spring growing that works around Central Texas heat and drought.' },
  'hank-and-lou-moreno': { place: 'Bellingham, WA', note: 'A community plot, a home garden, and seed saved from their best performers.' },
};
