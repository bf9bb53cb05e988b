// One chat send budget per user, shared by POST /api/messages and STOMP SEND: a token bucket that allows a burst
// and then a steady rate, so one client (or several, or both transports at once) cannot flood the database.
// Per process: with several instances each grants its own budget.
import { type BudgetDecision, type BudgetOptions, KeyedBudget } from '../limits/keyed-budget';

export type SendBudgetOptions = BudgetOptions;
export type SendDecision = BudgetDecision;

export class SendBudget extends KeyedBudget<number> {}
