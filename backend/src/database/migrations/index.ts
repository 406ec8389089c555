import { InitialSchema1763700000000 } from './1763700000000-initial-schema';
import { ContactAndNewsletter1763700100000 } from './1763700100000-contact-and-newsletter';

export const migrations = [InitialSchema1763700000000, ContactAndNewsletter1763700100000];
