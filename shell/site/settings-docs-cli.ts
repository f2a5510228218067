// `npm run settings:docs`: writes docs/configuration.md's table and .env.example from the settings schemas.
import { writeSettingsDocs } from './settings-docs';

writeSettingsDocs().then(
  () => console.log('Wrote docs/configuration.md (the settings table) and .env.example'),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
