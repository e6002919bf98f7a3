export * from './sealing';
export * from './secret';
export * from './personal-data-keys';
export * from './personal-data-events';
export * from './personal-data-migrations';
export * from './personal-data.service';
export * from './reseal-plain-fields';
