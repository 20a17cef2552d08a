import { useNavigate } from 'react-router';
import { portalWidgetsBase } from '../../core/merchant-buttons/embed-snippet';
import { pathOf } from '../../core/navigation/route-table';
import merchantCss from '../../features/merchant-buttons/merchant-buttons.css?inline';
import { MerchantButtonsFeature, type MerchantSection } from '../../features/merchant-buttons/merchant-buttons-feature';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { MerchantNavigation } from './merchant-tools-pages';
import { usePortal } from '../portal-context';

adoptFeatureStyles('merchant-buttons', merchantCss);

const SECTION_ROUTES: Readonly<Record<MerchantSection, string>> = {
  buttons: 'merchant.saved-buttons',
  pbn: 'merchant.pbn-settings',
  logos: 'merchant.business-logos',
};

const HREFS: Readonly<Record<MerchantSection, string>> = {
  buttons: pathOf(SECTION_ROUTES.buttons),
  pbn: pathOf(SECTION_ROUTES.pbn),
  logos: pathOf(SECTION_ROUTES.logos),
};

/** One merchant buttons section as a portal page: the same feature as `<wallet-merchant-buttons>`. */
function MerchantSectionPage({ section }: { section: MerchantSection }) {
  const { api, cache, brandId, brand, environment } = usePortal();
  const navigate = useNavigate();
  return (
    <>
      <MerchantNavigation />
      <MerchantButtonsFeature
        api={api}
        cache={cache}
        brandId={brandId}
        brandName={brand.name}
        environment={environment}
        widgetsBase={portalWidgetsBase(environment)}
        section={section}
        headingLevel={1}
        sectionLinks={{ hrefs: HREFS, navigate: (href) => void navigate(href) }}
      />
    </>
  );
}

/** merchant/buttons/my_saved_buttons */
export function MerchantSavedButtonsPage() {
  return <MerchantSectionPage section="buttons" />;
}

/** merchant/buttons/pbn_settings */
export function MerchantPbnSettingsPage() {
  return <MerchantSectionPage section="pbn" />;
}

/** merchant/buttons/business_logos */
export function MerchantBusinessLogosPage() {
  return <MerchantSectionPage section="logos" />;
}
