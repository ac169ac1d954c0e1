import { useLocalStorage } from '@mantine/hooks';

/** docs/requirements/wire.md#R-W12: the sidebar colour may be purple, blue, green, orange, red or empty; default green. */
export const SIDEBAR_COLORS = ['purple', 'blue', 'green', 'orange', 'red', 'empty'] as const;
export type SidebarColor = (typeof SIDEBAR_COLORS)[number];

/** Backgrounds dark enough for white text at WCAG AA; `empty` keeps the plain light sidebar. */
export const SIDEBAR_BACKGROUNDS: Record<SidebarColor, string | null> = {
  purple: '#5f3dc4',
  blue: '#1864ab',
  green: '#1a6a32',
  orange: '#a93c0a',
  red: '#b02525',
  empty: null,
};

export const SIDEBAR_COLOR_KEY = 'innkeep.sidebarColor';

function isSidebarColor(value: unknown): value is SidebarColor {
  return typeof value === 'string' && (SIDEBAR_COLORS as readonly string[]).includes(value);
}

export function useSidebarColor(): [SidebarColor, (color: SidebarColor) => void] {
  const [stored, setStored] = useLocalStorage<string>({
    key: SIDEBAR_COLOR_KEY,
    defaultValue: 'green',
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (value) => value ?? 'green',
  });
  return [isSidebarColor(stored) ? stored : 'green', setStored];
}
