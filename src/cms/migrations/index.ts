import * as migration_20261123_105458_initial from './20261123_105458_initial';
import * as migration_20261123_121433_pages_case_studies_roles from './20261123_121433_pages_case_studies_roles';
import * as migration_20261123_172639_units from './20261123_172639_units';
import * as migration_20261123_175320_centre_options_alphabetical from './20261123_175320_centre_options_alphabetical';

export const migrations = [
  {
    up: migration_20261123_105458_initial.up,
    down: migration_20261123_105458_initial.down,
    name: '20261123_105458_initial',
  },
  {
    up: migration_20261123_121433_pages_case_studies_roles.up,
    down: migration_20261123_121433_pages_case_studies_roles.down,
    name: '20261123_121433_pages_case_studies_roles',
  },
  {
    up: migration_20261123_172639_units.up,
    down: migration_20261123_172639_units.down,
    name: '20261123_172639_units',
  },
  {
    up: migration_20261123_175320_centre_options_alphabetical.up,
    down: migration_20261123_175320_centre_options_alphabetical.down,
    name: '20261123_175320_centre_options_alphabetical'
  },
];
