import './app/mantine-styles.ts';
import './app/global.css';
import './app/part-styles.css';

// The entry holds only the styles (index.html links them) and this import: every other module of the app is a
// chunk of its own graph, which a server-rendered page can evaluate before the app starts, one task at a time
// (public/start-app.js), instead of in one long task. Nothing runs at import but app/start.tsx's startApp.
void import('./app/start.tsx').then(({ startApp }) => startApp());
