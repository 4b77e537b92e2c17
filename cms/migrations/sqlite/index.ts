import * as migration_20261121_053547_foundation from './20261121_053547_foundation';

export const migrations = [
  {
    up: migration_20261121_053547_foundation.up,
    down: migration_20261121_053547_foundation.down,
    name: '20261121_053547_foundation'
  },
];
