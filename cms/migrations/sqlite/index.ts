import * as migration_20261121_055255_content from './20261121_055255_content';

export const migrations = [
  {
    up: migration_20261121_055255_content.up,
    down: migration_20261121_055255_content.down,
    name: '20261121_055255_content'
  },
];
