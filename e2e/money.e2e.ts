import { moneyJourney } from './journeys/money.ts';

moneyJourney();
