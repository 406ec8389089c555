import { InitialSchema1763700000000 } from './1763700000000-initial-schema';

export const migrations = [InitialSchema1763700000000];
