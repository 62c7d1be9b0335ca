import { fuzzShard } from './fuzz/suite.ts';

fuzzShard(2, 3);
