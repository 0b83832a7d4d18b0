// Line icons for the landing page, drawn on a 24 px grid with currentColor so they follow
// the colour mode. Decorative: the text beside each icon says the same thing.
const ICONS = {
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  people: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z M2.5 20c.6-3.6 3.2-6 6.5-6s5.9 2.4 6.5 6 M16 4.3a3.5 3.5 0 0 1 0 6.4 M18 14.3c2 .8 3.2 2.9 3.5 5.7',
  calendar: 'M4 6h16v14H4Z M4 10h16 M8 3v5 M16 3v5 M8 14h3 M13 14h3 M8 17h3',
  notebook: 'M6 3h11a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6Z M9 3v18 M12 8h4 M12 12h4 M3.5 7H6 M3.5 12H6 M3.5 17H6',
  tag: 'M3 12.5V4h8.5l9 9-8.5 8.5-9-9Z M7.5 8.5h.01 M14.5 11c-.5-1-3.5-1-3.5.8s3.5 1.2 3.5 3c0 1.7-3 1.8-3.8.7 M12.8 9.5v.8 M12.8 16v.8',
  sprout: 'M12 21v-8 M12 13c0-4 2.5-6.5 7-6.5 0 4.2-2.6 6.5-7 6.5Z M12 15c-4 0-6.5-2.2-6.5-6 4 0 6.5 2.2 6.5 6Z M5 21h14',
  phone: 'M7 2.5h10a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H7A1.5 1.5 0 0 1 5.5 20V4A1.5 1.5 0 0 1 7 2.5Z M10.5 18.5h3 M12 6.5v7 M9 10.5l3 3 3-3',
  arrow: 'M5 12h14 M13 6l6 6-6 6',
} as const;

export type IconName = keyof typeof ICONS;

export function LineIcon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg className="line-icon" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}
