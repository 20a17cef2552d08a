import type { TFunction } from '../../core/i18n/i18n';
import type { ContractStatus } from '../../core/api/contract/contracts';
import type { SmartContract } from '../../core/api/contract/smart-contracts';
import { ApiError } from '../../core/api/errors';
import { classNames } from '../../ui';

const TONE: Record<ContractStatus, 'success' | 'warning' | 'neutral' | 'info'> = {
  ACTIVE: 'success',
  SIGNED: 'success',
  TERMINATING: 'warning',
  NEED_IDENTIFICATION: 'warning',
  UNSIGNED: 'info',
  WAITING: 'info',
  EXPIRED: 'neutral',
  TERMINATED: 'neutral',
  CANCELLED: 'neutral',
  REJECTED: 'neutral',
};

/** The status as a coloured label (the colour repeats the text, it never carries meaning alone). */
export function ContractStatusBadge({ status, label }: { status: ContractStatus; label: string }) {
  return (
    <span className={classNames('wallet-contracts__status', `wallet-contracts__status--${TONE[status]}`)}>{label}</span>
  );
}

/** "You pay 12.5% of your incoming payments to X" / "You receive 12.5% of the incoming payments of Y". */
export function directionText(t: TFunction, language: string, contract: SmartContract): string {
  const counterparty = contract.direction === 'PAY' ? contract.beneficiary : contract.sender;
  return t(`direction.${contract.direction}`, {
    percentage: formatPercentage(language, contract.percentage),
    name: counterparty.name,
  });
}

/** 12.5 -> "12.5" in English, "12,5" in Romanian (the share has at most two decimals). */
export function formatPercentage(language: string, value: number | string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(Number(value));
}

/** A calendar day (YYYY-MM-DD) or a moment, as a date in the user's language. */
export function formatDay(language: string, value: string): string {
  // A plain day is read and shown in UTC, so it does not move a day in time zones west of Greenwich.
  if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(value));
}

/** Whether a failure is the contracts API saying no with this HTTP status (its English text goes to the console). */
export function isRefusal(error: unknown, status: number): boolean {
  if (!(error instanceof ApiError) || error.status !== status) return false;
  console.warn(`contracts: ${error.operation ?? ''} answered ${status}: ${error.message}`);
  return true;
}
