// Mantine's styles for the components that only the host dashboard's and the admin area's pages use (the
// features only their routes load: admin, dashboard, listings, reservations, channels, calendar, payments).
// They come with the dashboard shell's chunk, in a stylesheet of its own loaded after the app's, so a public
// page's CSS goes without them (decision record 0017). As in app/mantine-styles.ts: Mantine's own order, and a
// line for each such component used for the first time (app/mantine-styles.test.ts checks both).
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Timeline.css';
