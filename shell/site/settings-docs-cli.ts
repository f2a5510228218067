// `npm run settings:docs`: writes README's configuration table and .env.example from the settings schemas.
import { writeSettingsDocs } from './settings-docs';

writeSettingsDocs().then(
  () => console.log('Wrote README.md (configuration table) and .env.example'),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
