import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { adminDueDiligenceUpdate, adminFinancialDetailUpdate } from '../../core/api/contract/company';
import { pathOf } from '../../core/navigation/route-table';
import adminOverviewCss from '../../features/admin-overview/admin-overview.css?inline';
import { AdminOverview } from '../../features/admin-overview/admin-overview';
import { useAdminOverviewMessages } from '../../features/admin-overview/messages';
import { BusinessSelfCertification } from '../../features/company/business-self-certification';
import { BusinessVerification } from '../../features/company/business-verification';
import companyCss from '../../features/company/company.css?inline';
import { CompanyDocuments } from '../../features/company/company-documents';
import { DueDiligenceForm, FinancialDetailForm } from '../../features/company/company-forms';
import { CompanyOverview } from '../../features/company/company-overview';
import { CompanyTexts } from '../../features/company/company-shared';
import { ManageUsers } from '../../features/company/manage-users';
import { Card } from '../../ui';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';
import { useCurrentUser } from '../user/use-current-user';

adoptFeatureStyles('company', companyCss);
adoptFeatureStyles('admin-overview', adminOverviewCss);

function AppLink({ href, children }: { href: string; children: ReactNode }) {
  return <Link to={href}>{children}</Link>;
}

/** company: the company's details, addresses, financial detail, due diligence, declarations and confirmation letter. */
export function CompanyPage() {
  const { api, cache, brandId } = usePortal();
  return (
    <CompanyOverview
      api={api}
      cache={cache}
      brandId={brandId}
      Link={AppLink}
      links={{
        documents: pathOf('company-documents'),
        selfCertification: pathOf('self-certification-business'),
        users: pathOf('settings.company-access'),
      }}
    />
  );
}

/** company-documents: corporate, additional and source-of-wealth documents and the representatives' documents. */
export function CompanyDocumentsPage() {
  const { api, cache } = usePortal();
  return <CompanyDocuments api={api} cache={cache} />;
}

/** business-kyc: the business verification. */
export function BusinessKycPage() {
  const { api, cache } = usePortal();
  return <BusinessVerification api={api} cache={cache} />;
}

/** settings.company-access: manage users. */
export function CompanyAccessPage() {
  const { api, cache } = usePortal();
  return <ManageUsers api={api} cache={cache} />;
}

/** self-certification-business: the company's FATCA/CRS self-certification. */
export function BusinessSelfCertificationPage() {
  const { api, cache } = usePortal();
  return <BusinessSelfCertification api={api} cache={cache} />;
}

/** admin-overview: find a customer, their company and files, update their information, act for them. */
export function AdminOverviewPage() {
  const { api, cache, actingCustomer } = usePortal();
  const navigate = useNavigate();
  const current = useCurrentUser();
  // Only admins have this page; anyone else who opens it by address goes home.
  if (current.status === 'ready' && !current.user.state.isAdmin) return <Navigate to={pathOf('home')} replace />;
  return (
    <AdminOverview
      api={api}
      cache={cache}
      onActFor={(customer) => {
        // Home: the customer's own pages open once their data has loaded (the guards read the acting customer).
        actingCustomer.set(String(customer.customerId));
        void navigate(pathOf('home'));
      }}
      renderForms={(view, customerId, onSaved) => (
        <AdminCompanyForms key={customerId} view={view} customerId={customerId} onSaved={onSaved} />
      )}
    />
  );
}

function AdminCompanyForms({
  view,
  customerId,
  onSaved,
}: {
  view: Parameters<Parameters<typeof AdminOverview>[0]['renderForms']>[0];
  customerId: number;
  onSaved: () => void;
}) {
  const { api, cache } = usePortal();
  const { t } = useAdminOverviewMessages();
  return (
    <CompanyTexts>
      <Card title={t('forms.financial')} headingLevel={3}>
        <FinancialDetailForm
          api={api}
          cache={cache}
          value={view.company.financialDetail}
          onSave={async (values) => {
            await api.call(adminFinancialDetailUpdate, { customerId, ...values });
            onSaved();
          }}
        />
      </Card>
      <Card title={t('forms.dueDiligence')} headingLevel={3}>
        <DueDiligenceForm
          idPrefix={`admin-dd-${String(customerId)}`}
          value={view.company.dueDiligenceQuestionnaire}
          onSave={async (values) => {
            await api.call(adminDueDiligenceUpdate, { customerId, ...values });
            onSaved();
          }}
        />
      </Card>
    </CompanyTexts>
  );
}
