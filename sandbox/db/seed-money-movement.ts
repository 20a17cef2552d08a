/** Demo data of money movement (issue 13): transfer limits. */
import type Database from 'better-sqlite3';
import { seedLimits } from '../domain/limits';

export function seedMoneyMovement(db: Database.Database): void {
  seedLimits(db);
}
