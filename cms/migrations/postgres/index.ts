import * as migration_20261121_055304_content from './20261121_055304_content';

export const migrations = [
  {
    up: migration_20261121_055304_content.up,
    down: migration_20261121_055304_content.down,
    name: '20261121_055304_content'
  },
];
