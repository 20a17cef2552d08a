import type { ReactNode } from 'react';
import type { SupportAgent } from '../../core/api/contract/support';
import { Card, useMessages } from '../../ui';
import { SUPPORT_CONTACT_NAMESPACE, supportContactMessages } from './messages';

export interface AccountManagerCardProps {
  agent: SupportAgent;
  /** The customer the manager looks after (the company's name). */
  customerName: string;
  /** More ways to reach the manager that the page offers (writing to them in the portal's ticket centre). */
  children?: ReactNode;
}

/** The business customer's account manager at the bank, with ways to reach them (spec 3 section 6). */
export function AccountManagerCard({ agent, customerName, children }: AccountManagerCardProps) {
  const t = useMessages(SUPPORT_CONTACT_NAMESPACE, supportContactMessages);
  return (
    <Card title={t('title')} className="wallet-account-manager">
      <p>{t('intro', { name: agent.name, customer: customerName })}</p>
      <dl className="wallet-account-manager__contacts">
        <dt>{t('email')}</dt>
        <dd>
          <a href={`mailto:${agent.email}`}>{agent.email}</a>
        </dd>
        {agent.phone && (
          <>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={`tel:${agent.phone}`}>{agent.phone}</a>
            </dd>
          </>
        )}
      </dl>
      {children}
    </Card>
  );
}
