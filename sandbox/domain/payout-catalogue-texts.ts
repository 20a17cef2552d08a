/**
 * The payout catalogue's texts in the request's language (issue 24: extra params, method names and delivery times
 * are server data, so the server words them in the language the client asks for with Accept-Language).
 *
 * The catalogue is written in English; its texts are message ids in the gettext way: an exact text is looked up,
 * and texts with numbers or examples in them ("3 digits, e.g. 341") match a pattern whose translation keeps them.
 * English is the fallback of a text without a translation; catalogue-texts.test.ts fails on any text the catalogue
 * can answer that has none.
 */
import type { ExtraParam, PayoutMethod } from '../../src/core/api/contract/global-claim';
import { TRANSLATED_LANGUAGES, textTable, type TextPattern, type Translations } from './text-table';

export const CATALOGUE_LANGUAGES = TRANSLATED_LANGUAGES;

const EXACT: Readonly<Record<string, Translations>> = {
  // Method names (proper names such as Pix, Interac and Faster Payments keep their name).
  'SEPA credit transfer': {
    es: 'Transferencia SEPA',
    pt: 'Transferência SEPA',
    ro: 'Transfer SEPA',
    ru: 'Перевод SEPA',
    uk: 'Переказ SEPA',
  },
  'ACH bank transfer': {
    es: 'Transferencia bancaria ACH',
    pt: 'Transferência bancária ACH',
    ro: 'Transfer bancar ACH',
    ru: 'Банковский перевод ACH',
    uk: 'Банківський переказ ACH',
  },
  'Faster Payments': {
    es: 'Faster Payments (pago rápido en el Reino Unido)',
    pt: 'Faster Payments (pagamento rápido no Reino Unido)',
    ro: 'Faster Payments (plată rapidă în Regatul Unit)',
    ru: 'Faster Payments (быстрый платёж в Великобритании)',
    uk: 'Faster Payments (швидкий платіж у Великій Британії)',
  },
  'Local bank transfer': {
    es: 'Transferencia bancaria local',
    pt: 'Transferência bancária local',
    ro: 'Transfer bancar local',
    ru: 'Местный банковский перевод',
    uk: 'Місцевий банківський переказ',
  },
  'International wire (SWIFT)': {
    es: 'Transferencia internacional (SWIFT)',
    pt: 'Transferência internacional (SWIFT)',
    ro: 'Transfer internațional (SWIFT)',
    ru: 'Международный перевод (SWIFT)',
    uk: 'Міжнародний переказ (SWIFT)',
  },
  'Visa or Mastercard card': {
    es: 'Tarjeta Visa o Mastercard',
    pt: 'Cartão Visa ou Mastercard',
    ro: 'Card Visa sau Mastercard',
    ru: 'Карта Visa или Mastercard',
    uk: 'Картка Visa або Mastercard',
  },
  Pix: { es: 'Pix', pt: 'Pix', ro: 'Pix', ru: 'Pix', uk: 'Pix' },
  'Interac e-Transfer': {
    es: 'Interac e-Transfer',
    pt: 'Interac e-Transfer',
    ro: 'Interac e-Transfer',
    ru: 'Interac e-Transfer',
    uk: 'Interac e-Transfer',
  },
  'USDT on Tron (TRC-20)': {
    es: 'USDT en Tron (TRC-20)',
    pt: 'USDT na Tron (TRC-20)',
    ro: 'USDT pe Tron (TRC-20)',
    ru: 'USDT в сети Tron (TRC-20)',
    uk: 'USDT у мережі Tron (TRC-20)',
  },
  'USDC on Ethereum (ERC-20)': {
    es: 'USDC en Ethereum (ERC-20)',
    pt: 'USDC na Ethereum (ERC-20)',
    ro: 'USDC pe Ethereum (ERC-20)',
    ru: 'USDC в сети Ethereum (ERC-20)',
    uk: 'USDC у мережі Ethereum (ERC-20)',
  },

  // Delivery times: shown after a "Delivery time:" label.
  Instant: { es: 'Al instante', pt: 'Na hora', ro: 'Imediat', ru: 'Мгновенно', uk: 'Миттєво' },
  'Within 30 minutes': {
    es: 'En 30 minutos como máximo',
    pt: 'Em até 30 minutos',
    ro: 'În cel mult 30 de minute',
    ru: 'В течение 30 минут',
    uk: 'Протягом 30 хвилин',
  },
  'Within 1 hour': {
    es: 'En 1 hora como máximo',
    pt: 'Em até 1 hora',
    ro: 'În cel mult o oră',
    ru: 'В течение часа',
    uk: 'Протягом години',
  },
  'Within 2 hours': {
    es: 'En 2 horas como máximo',
    pt: 'Em até 2 horas',
    ro: 'În cel mult 2 ore',
    ru: 'В течение 2 часов',
    uk: 'Протягом 2 годин',
  },
  '1 business day': {
    es: '1 día hábil',
    pt: '1 dia útil',
    ro: '1 zi lucrătoare',
    ru: '1 рабочий день',
    uk: '1 робочий день',
  },
  '1-2 business days': {
    es: '1–2 días hábiles',
    pt: '1–2 dias úteis',
    ro: '1–2 zile lucrătoare',
    ru: '1–2 рабочих дня',
    uk: '1–2 робочі дні',
  },
  '1-3 business days': {
    es: '1–3 días hábiles',
    pt: '1–3 dias úteis',
    ro: '1–3 zile lucrătoare',
    ru: '1–3 рабочих дня',
    uk: '1–3 робочі дні',
  },
  '2-5 business days': {
    es: '2–5 días hábiles',
    pt: '2–5 dias úteis',
    ro: '2–5 zile lucrătoare',
    ru: '2–5 рабочих дней',
    uk: '2–5 робочих днів',
  },

  // Field and group labels.
  'Account holder name': {
    es: 'Titular de la cuenta',
    pt: 'Nome do titular da conta',
    ro: 'Numele titularului contului',
    ru: 'Имя владельца счёта',
    uk: 'Ім’я власника рахунку',
  },
  'Name on the card': {
    es: 'Nombre en la tarjeta',
    pt: 'Nome no cartão',
    ro: 'Numele de pe card',
    ru: 'Имя на карте',
    uk: 'Ім’я на картці',
  },
  IBAN: { es: 'IBAN', pt: 'IBAN', ro: 'IBAN', ru: 'IBAN', uk: 'IBAN' },
  'BIC / SWIFT code': {
    es: 'Código BIC / SWIFT',
    pt: 'Código BIC / SWIFT',
    ro: 'Cod BIC / SWIFT',
    ru: 'Код BIC / SWIFT',
    uk: 'Код BIC / SWIFT',
  },
  'Bank and branch': {
    es: 'Banco y sucursal',
    pt: 'Banco e agência',
    ro: 'Banca și sucursala',
    ru: 'Банк и отделение',
    uk: 'Банк і відділення',
  },
  'Your address': {
    es: 'Su dirección',
    pt: 'Seu endereço',
    ro: 'Adresa dumneavoastră',
    ru: 'Ваш адрес',
    uk: 'Ваша адреса',
  },
  "Beneficiary's address": {
    es: 'Dirección del beneficiario',
    pt: 'Endereço do beneficiário',
    ro: 'Adresa beneficiarului',
    ru: 'Адрес получателя',
    uk: 'Адреса отримувача',
  },
  'Street and number': {
    es: 'Calle y número',
    pt: 'Rua e número',
    ro: 'Strada și numărul',
    ru: 'Улица и дом',
    uk: 'Вулиця і будинок',
  },
  City: { es: 'Ciudad', pt: 'Cidade', ro: 'Localitatea', ru: 'Город', uk: 'Місто' },
  'Postal code': {
    es: 'Código postal',
    pt: 'Código postal',
    ro: 'Codul poștal',
    ru: 'Почтовый индекс',
    uk: 'Поштовий індекс',
  },
  'Routing number (ABA)': {
    es: 'Número de ruta (ABA)',
    pt: 'Número de roteamento (ABA)',
    ro: 'Număr de rutare (ABA)',
    ru: 'Маршрутный номер (ABA)',
    uk: 'Маршрутний номер (ABA)',
  },
  'Account number': {
    es: 'Número de cuenta',
    pt: 'Número da conta',
    ro: 'Numărul contului',
    ru: 'Номер счёта',
    uk: 'Номер рахунку',
  },
  'Account type': {
    es: 'Tipo de cuenta',
    pt: 'Tipo de conta',
    ro: 'Tipul contului',
    ru: 'Тип счёта',
    uk: 'Тип рахунку',
  },
  Checking: {
    es: 'Cuenta corriente',
    pt: 'Conta corrente',
    ro: 'Cont curent',
    ru: 'Текущий счёт',
    uk: 'Поточний рахунок',
  },
  Savings: {
    es: 'Cuenta de ahorro',
    pt: 'Conta poupança',
    ro: 'Cont de economii',
    ru: 'Сберегательный счёт',
    uk: 'Ощадний рахунок',
  },
  'Sort code': {
    es: 'Sort code (código de sucursal)',
    pt: 'Sort code (código da agência)',
    ro: 'Sort code (codul sucursalei)',
    ru: 'Sort code (код отделения)',
    uk: 'Sort code (код відділення)',
  },
  'Bank code (COMPE)': {
    es: 'Código del banco (COMPE)',
    pt: 'Código do banco (COMPE)',
    ro: 'Codul băncii (COMPE)',
    ru: 'Код банка (COMPE)',
    uk: 'Код банку (COMPE)',
  },
  'Branch (agência)': {
    es: 'Sucursal (agência)',
    pt: 'Agência',
    ro: 'Sucursala (agência)',
    ru: 'Отделение (agência)',
    uk: 'Відділення (agência)',
  },
  'Conta corrente (checking)': {
    es: 'Conta corrente (cuenta corriente)',
    pt: 'Conta corrente',
    ro: 'Conta corrente (cont curent)',
    ru: 'Conta corrente (текущий счёт)',
    uk: 'Conta corrente (поточний рахунок)',
  },
  'Conta poupança (savings)': {
    es: 'Conta poupança (cuenta de ahorro)',
    pt: 'Conta poupança',
    ro: 'Conta poupança (cont de economii)',
    ru: 'Conta poupança (сберегательный счёт)',
    uk: 'Conta poupança (ощадний рахунок)',
  },
  'CPF or CNPJ of the account holder': {
    es: 'CPF o CNPJ del titular de la cuenta',
    pt: 'CPF ou CNPJ do titular da conta',
    ro: 'CPF sau CNPJ al titularului contului',
    ru: 'CPF или CNPJ владельца счёта',
    uk: 'CPF або CNPJ власника рахунку',
  },
  'Bank code (Zengin)': {
    es: 'Código del banco (Zengin)',
    pt: 'Código do banco (Zengin)',
    ro: 'Codul băncii (Zengin)',
    ru: 'Код банка (Zengin)',
    uk: 'Код банку (Zengin)',
  },
  'Branch code': {
    es: 'Código de sucursal',
    pt: 'Código da agência',
    ro: 'Codul sucursalei',
    ru: 'Код отделения',
    uk: 'Код відділення',
  },
  'Futsu (ordinary)': {
    es: 'Futsu (cuenta ordinaria)',
    pt: 'Futsu (conta comum)',
    ro: 'Futsu (cont obișnuit)',
    ru: 'Futsu (обычный счёт)',
    uk: 'Futsu (звичайний рахунок)',
  },
  'Toza (current)': {
    es: 'Toza (cuenta corriente)',
    pt: 'Toza (conta corrente)',
    ro: 'Toza (cont curent)',
    ru: 'Toza (текущий счёт)',
    uk: 'Toza (поточний рахунок)',
  },
  'Bank code': { es: 'Código del banco', pt: 'Código do banco', ro: 'Codul băncii', ru: 'Код банка', uk: 'Код банку' },
  'Institution number': {
    es: 'Número de institución',
    pt: 'Número da instituição',
    ro: 'Numărul instituției',
    ru: 'Номер учреждения',
    uk: 'Номер установи',
  },
  'Transit number': {
    es: 'Número de tránsito',
    pt: 'Número de trânsito',
    ro: 'Numărul de tranzit',
    ru: 'Транзитный номер',
    uk: 'Транзитний номер',
  },
  'Bank name': {
    es: 'Nombre del banco',
    pt: 'Nome do banco',
    ro: 'Numele băncii',
    ru: 'Название банка',
    uk: 'Назва банку',
  },
  'Card number': {
    es: 'Número de tarjeta',
    pt: 'Número do cartão',
    ro: 'Numărul cardului',
    ru: 'Номер карты',
    uk: 'Номер картки',
  },
  'Pix key type': {
    es: 'Tipo de clave Pix',
    pt: 'Tipo de chave Pix',
    ro: 'Tipul cheii Pix',
    ru: 'Тип ключа Pix',
    uk: 'Тип ключа Pix',
  },
  CPF: { es: 'CPF', pt: 'CPF', ro: 'CPF', ru: 'CPF', uk: 'CPF' },
  'E-mail': { es: 'Correo electrónico', pt: 'E-mail', ro: 'E-mail', ru: 'Эл. почта', uk: 'Ел. пошта' },
  'Phone number': {
    es: 'Número de teléfono',
    pt: 'Número de telefone',
    ro: 'Număr de telefon',
    ru: 'Номер телефона',
    uk: 'Номер телефону',
  },
  'Random key': {
    es: 'Clave aleatoria',
    pt: 'Chave aleatória',
    ro: 'Cheie aleatorie',
    ru: 'Случайный ключ',
    uk: 'Випадковий ключ',
  },
  'Pix key': { es: 'Clave Pix', pt: 'Chave Pix', ro: 'Cheia Pix', ru: 'Ключ Pix', uk: 'Ключ Pix' },
  'E-mail registered for Interac': {
    es: 'Correo electrónico registrado en Interac',
    pt: 'E-mail registrado no Interac',
    ro: 'E-mailul înregistrat la Interac',
    ru: 'Эл. почта, зарегистрированная в Interac',
    uk: 'Ел. пошта, зареєстрована в Interac',
  },
  'Purpose of the payment': {
    es: 'Finalidad del pago',
    pt: 'Finalidade do pagamento',
    ro: 'Scopul plății',
    ru: 'Назначение платежа',
    uk: 'Призначення платежу',
  },
  'Paying a supplier': {
    es: 'Pago a un proveedor',
    pt: 'Pagamento a um fornecedor',
    ro: 'Plata unui furnizor',
    ru: 'Оплата поставщику',
    uk: 'Оплата постачальнику',
  },
  Salary: { es: 'Salario', pt: 'Salário', ro: 'Salariu', ru: 'Зарплата', uk: 'Зарплата' },
  Other: { es: 'Otro', pt: 'Outro', ro: 'Altul', ru: 'Другое', uk: 'Інше' },
  'Wallet owner name': {
    es: 'Titular del monedero',
    pt: 'Nome do titular da carteira',
    ro: 'Numele titularului portofelului',
    ru: 'Имя владельца кошелька',
    uk: 'Ім’я власника гаманця',
  },

  // Hints without numbers.
  'Optional: we find it from the IBAN': {
    es: 'Opcional: lo obtenemos del IBAN',
    pt: 'Opcional: nós o obtemos pelo IBAN',
    ro: 'Opțional: îl aflăm din IBAN',
    ru: 'Необязательно: мы определим его по IBAN',
    uk: 'Необов’язково: ми визначимо його за IBAN',
  },
  'Your IBAN': { es: 'Su IBAN', pt: 'Seu IBAN', ro: 'IBAN-ul dumneavoastră', ru: 'Ваш IBAN', uk: 'Ваш IBAN' },
  "The beneficiary's IBAN": {
    es: 'El IBAN del beneficiario',
    pt: 'O IBAN do beneficiário',
    ro: 'IBAN-ul beneficiarului',
    ru: 'IBAN получателя',
    uk: 'IBAN отримувача',
  },
  'As your bank writes it, letters and digits only': {
    es: 'Como lo escribe su banco, solo letras y dígitos',
    pt: 'Como o seu banco o escreve, apenas letras e dígitos',
    ro: 'Așa cum îl scrie banca, doar litere și cifre',
    ru: 'Как его пишет ваш банк, только буквы и цифры',
    uk: 'Як його пише ваш банк, лише літери й цифри',
  },
  'Filled from the BIC when we know the bank': {
    es: 'Se completa a partir del BIC cuando conocemos el banco',
    pt: 'Preenchido a partir do BIC quando conhecemos o banco',
    ro: 'Se completează din BIC când cunoaștem banca',
    ru: 'Заполняется по BIC, если банк нам известен',
    uk: 'Заповнюється за BIC, якщо банк нам відомий',
  },
  'Visa or Mastercard': {
    es: 'Visa o Mastercard',
    pt: 'Visa ou Mastercard',
    ro: 'Visa sau Mastercard',
    ru: 'Visa или Mastercard',
    uk: 'Visa або Mastercard',
  },
  'The key your bank registered for you': {
    es: 'La clave que su banco registró para usted',
    pt: 'A chave que o seu banco registou para você',
    ro: 'Cheia înregistrată de banca dumneavoastră',
    ru: 'Ключ, который ваш банк зарегистрировал для вас',
    uk: 'Ключ, який ваш банк зареєстрував для вас',
  },
  'Starts with T, 34 letters and digits': {
    es: 'Empieza por T, 34 letras y dígitos',
    pt: 'Começa com T, 34 letras e dígitos',
    ro: 'Începe cu T, 34 de litere și cifre',
    ru: 'Начинается с T, 34 буквы и цифры',
    uk: 'Починається з T, 34 літери й цифри',
  },
  '0x and 40 hexadecimal characters': {
    es: '0x y 40 caracteres hexadecimales',
    pt: '0x e 40 caracteres hexadecimais',
    ro: '0x și 40 de caractere hexazecimale',
    ru: '0x и 40 шестнадцатеричных символов',
    uk: '0x і 40 шістнадцяткових символів',
  },

  // Words of the payout summaries of earlier payouts.
  Card: { es: 'Tarjeta', pt: 'Cartão', ro: 'Card', ru: 'Карта', uk: 'Картка' },
};

/** Texts with numbers or examples: `$1`, `$2` in a translation are the pattern's groups. */
const PATTERNS: readonly TextPattern[] = [
  {
    pattern: /^(\d+) digits, e\.g\. (.+)$/,
    texts: {
      es: '$1 dígitos, p. ej. $2',
      pt: '$1 dígitos, p. ex. $2',
      ro: '$1 cifre, de ex. $2',
      ru: 'Цифр: $1, например $2',
      uk: 'Цифр: $1, наприклад $2',
    },
  },
  {
    pattern: /^(\d+) digits$/,
    texts: { es: '$1 dígitos', pt: '$1 dígitos', ro: '$1 cifre', ru: 'Цифр: $1', uk: 'Цифр: $1' },
  },
  {
    pattern: /^(\d+) to (\d+) digits$/,
    texts: {
      es: 'De $1 a $2 dígitos',
      pt: 'De $1 a $2 dígitos',
      ro: 'Între $1 și $2 cifre',
      ru: 'От $1 до $2 цифр',
      uk: 'Від $1 до $2 цифр',
    },
  },
  {
    pattern: /^e\.g\. (.+)$/,
    texts: { es: 'p. ej. $1', pt: 'p. ex. $1', ro: 'de ex. $1', ru: 'например, $1', uk: 'наприклад, $1' },
  },
  {
    pattern: /^8 or 11 characters, e\.g\. (.+)$/,
    texts: {
      es: '8 u 11 caracteres, p. ej. $1',
      pt: '8 ou 11 caracteres, p. ex. $1',
      ro: '8 sau 11 caractere, de ex. $1',
      ru: '8 или 11 символов, например $1',
      uk: '8 або 11 символів, наприклад $1',
    },
  },
  {
    pattern: /^A Romanian IBAN, e\.g\. (.+)$/,
    texts: {
      es: 'Un IBAN rumano, p. ej. $1',
      pt: 'Um IBAN romeno, p. ex. $1',
      ro: 'Un IBAN românesc, de ex. $1',
      ru: 'Румынский IBAN, например $1',
      uk: 'Румунський IBAN, наприклад $1',
    },
  },
  {
    pattern: /^Account number with its check digit, e\.g\. (.+)$/,
    texts: {
      es: 'Número de cuenta con su dígito de control, p. ej. $1',
      pt: 'Número da conta com o dígito verificador, p. ex. $1',
      ro: 'Numărul contului cu cifra de control, de ex. $1',
      ru: 'Номер счёта с контрольной цифрой, например $1',
      uk: 'Номер рахунку з контрольною цифрою, наприклад $1',
    },
  },
  {
    pattern: /^(.+) wallet address$/,
    texts: {
      es: 'Dirección del monedero $1',
      pt: 'Endereço da carteira $1',
      ro: 'Adresa portofelului $1',
      ru: 'Адрес кошелька $1',
      uk: 'Адреса гаманця $1',
    },
  },
  // Payout summaries: "Savings ••••6789", "Bank 341 ••••2345", "Pix key ••••0000".
  {
    pattern: /^Savings (.+)$/,
    texts: { es: 'Ahorro $1', pt: 'Poupança $1', ro: 'Economii $1', ru: 'Сберегательный $1', uk: 'Ощадний $1' },
  },
  {
    pattern: /^Checking (.+)$/,
    texts: { es: 'Corriente $1', pt: 'Corrente $1', ro: 'Curent $1', ru: 'Текущий $1', uk: 'Поточний $1' },
  },
  { pattern: /^Bank (.+)$/, texts: { es: 'Banco $1', pt: 'Banco $1', ro: 'Banca $1', ru: 'Банк $1', uk: 'Банк $1' } },
  {
    pattern: /^Card (.+)$/,
    texts: { es: 'Tarjeta $1', pt: 'Cartão $1', ro: 'Card $1', ru: 'Карта $1', uk: 'Картка $1' },
  },
  {
    pattern: /^Pix key (.+)$/,
    texts: { es: 'Clave Pix $1', pt: 'Chave Pix $1', ro: 'Cheie Pix $1', ru: 'Ключ Pix $1', uk: 'Ключ Pix $1' },
  },
];

const CATALOGUE = textTable(EXACT, PATTERNS);

/** Whether the catalogue has this text in every language (for the completeness test). */
export function hasCatalogueTranslation(text: string): boolean {
  return CATALOGUE.has(text);
}

/** A catalogue text in `language` (one of the product's, as `requestLanguage` answers); English when it has none. */
export function catalogueText(text: string, language: string): string {
  return CATALOGUE.text(text, language);
}

/** Extra params with their labels, hints, choices and groups in `language`. */
export function localiseParams(params: readonly ExtraParam[], language: string): ExtraParam[] {
  return params.map((param) => {
    const localised: ExtraParam = { ...param, label: catalogueText(param.label, language) };
    if (param.hint) localised.hint = catalogueText(param.hint, language);
    if (param.values)
      localised.values = param.values.map((choice) => ({ ...choice, label: catalogueText(choice.label, language) }));
    if (param.options) localised.options = localiseParams(param.options, language);
    return localised;
  });
}

/** Payout methods with their names and delivery times in `language`. */
export function localiseMethods(methods: readonly PayoutMethod[], language: string): PayoutMethod[] {
  return methods.map((method) => ({
    ...method,
    name: catalogueText(method.name, language),
    ...(method.eta ? { eta: catalogueText(method.eta, language) } : {}),
  }));
}
