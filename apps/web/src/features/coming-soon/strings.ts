import { defineStrings } from '@/lib/strings';

export const comingSoonStrings = defineStrings('coming-soon', { home: 'Home' }, { home: 'होम' });
