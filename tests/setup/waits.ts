// Testing Library's `findBy…` and `waitFor` give up after 1 s by default: on a loaded 2-core
// machine (eight processes sharing it) a render that takes milliseconds alone can take seconds.
// They wait for a state, so a longer bound costs nothing when the state comes.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });
