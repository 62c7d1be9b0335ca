import { fuzzShard } from './fuzz/suite.ts';

fuzzShard(3, 3);
