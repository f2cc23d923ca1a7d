import * as migration_20261123_105458_initial from './20261123_105458_initial';

export const migrations = [
  {
    up: migration_20261123_105458_initial.up,
    down: migration_20261123_105458_initial.down,
    name: '20261123_105458_initial'
  },
];
