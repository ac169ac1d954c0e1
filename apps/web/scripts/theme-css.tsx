// Writes src/app/theme-variables.css from the theme (src/app/theme-variables.tsx says why it is a file).
import { writeFileSync } from 'node:fs';
import { themeCss } from '../src/app/theme-variables.tsx';

writeFileSync(new URL('../src/app/theme-variables.css', import.meta.url), themeCss());
