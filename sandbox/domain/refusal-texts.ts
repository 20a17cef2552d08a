/**
 * The sandbox's refusals of payout details and payment rows in the request's language (issue 24): the field errors
 * of the claim's submit and of external transfers (`validationErrors` descriptions, the Pix key lookup's refusal)
 * and the refused rows of mass files and global-pay batches. These texts depend on the country, the method and the
 * catalogue's own rules (a bank code "here has 4 digits"), so, like the payout catalogue (payout-catalogue-texts.ts),
 * the server words them; the client shows them at the field as they come.
 *
 * The checks write English; this module looks an exact text up, or matches a pattern whose translation keeps the
 * numbers, codes and examples. A hint quoted in a text ("Has the wrong format: 3 digits") is itself a catalogue
 * text and is translated as one. English is the fallback of a text without a translation; stored texts (a batch's
 * row results) stay English in the database and are translated on the way out.
 */
import { catalogueText } from './payout-catalogue-texts';
import { textTable, type TextPattern, type Translations } from './text-table';

const EXACT: Readonly<Record<string, Translations>> = {
  Required: { es: 'Obligatorio', pt: 'Obrigatório', ro: 'Obligatoriu', ru: 'Обязательное поле', uk: 'Обов’язкове поле' },
  'Has the wrong format': { es: 'El formato no es válido', pt: 'O formato não é válido', ro: 'Formatul nu este valid', ru: 'Неверный формат', uk: 'Неправильний формат' },
  'Not a valid IBAN': { es: 'No es un IBAN válido', pt: 'Não é um IBAN válido', ro: 'Nu este un IBAN valid', ru: 'Недействительный IBAN', uk: 'Недійсний IBAN' },
  'Not a valid IBAN: it starts with a country code and two check digits': {
    es: 'No es un IBAN válido: empieza por el código del país y dos dígitos de control',
    pt: 'Não é um IBAN válido: começa com o código do país e dois dígitos de controle',
    ro: 'Nu este un IBAN valid: începe cu codul țării și două cifre de control',
    ru: 'Недействительный IBAN: он начинается с кода страны и двух контрольных цифр',
    uk: 'Недійсний IBAN: він починається з коду країни та двох контрольних цифр',
  },
  'Not a valid IBAN: the check digits do not match': {
    es: 'No es un IBAN válido: los dígitos de control no coinciden',
    pt: 'Não é um IBAN válido: os dígitos de controle não conferem',
    ro: 'Nu este un IBAN valid: cifrele de control nu se potrivesc',
    ru: 'Недействительный IBAN: контрольные цифры не совпадают',
    uk: 'Недійсний IBAN: контрольні цифри не збігаються',
  },
  'A BIC has 8 or 11 characters': { es: 'Un BIC tiene 8 u 11 caracteres', pt: 'Um BIC tem 8 ou 11 caracteres', ro: 'Un BIC are 8 sau 11 caractere', ru: 'BIC состоит из 8 или 11 символов', uk: 'BIC складається з 8 або 11 символів' },
  'Not a valid BIC': { es: 'No es un BIC válido', pt: 'Não é um BIC válido', ro: 'Nu este un BIC valid', ru: 'Недействительный BIC', uk: 'Недійсний BIC' },
  'Not a valid BIC: letters 5 and 6 are not a country code': {
    es: 'No es un BIC válido: las letras 5 y 6 no son un código de país',
    pt: 'Não é um BIC válido: as letras 5 e 6 não são um código de país',
    ro: 'Nu este un BIC valid: literele 5 și 6 nu sunt un cod de țară',
    ru: 'Недействительный BIC: 5-я и 6-я буквы не код страны',
    uk: 'Недійсний BIC: 5-та і 6-та літери не є кодом країни',
  },
  'A routing number has 9 digits': { es: 'Un número de ruta tiene 9 dígitos', pt: 'Um número de roteamento tem 9 dígitos', ro: 'Un număr de rutare are 9 cifre', ru: 'Маршрутный номер состоит из 9 цифр', uk: 'Маршрутний номер складається з 9 цифр' },
  'Not a valid routing number': { es: 'No es un número de ruta válido', pt: 'Não é um número de roteamento válido', ro: 'Nu este un număr de rutare valid', ru: 'Недействительный маршрутный номер', uk: 'Недійсний маршрутний номер' },
  'Not a valid routing number: the check digit does not match': {
    es: 'No es un número de ruta válido: el dígito de control no coincide',
    pt: 'Não é um número de roteamento válido: o dígito verificador não confere',
    ro: 'Nu este un număr de rutare valid: cifra de control nu se potrivește',
    ru: 'Недействительный маршрутный номер: контрольная цифра не совпадает',
    uk: 'Недійсний маршрутний номер: контрольна цифра не збігається',
  },
  'A sort code has 6 digits': { es: 'Un sort code tiene 6 dígitos', pt: 'Um sort code tem 6 dígitos', ro: 'Un sort code are 6 cifre', ru: 'Sort code состоит из 6 цифр', uk: 'Sort code складається з 6 цифр' },
  'Not a valid card number: the check digit does not match': {
    es: 'No es un número de tarjeta válido: el dígito de control no coincide',
    pt: 'Não é um número de cartão válido: o dígito verificador não confere',
    ro: 'Nu este un număr de card valid: cifra de control nu se potrivește',
    ru: 'Недействительный номер карты: контрольная цифра не совпадает',
    uk: 'Недійсний номер картки: контрольна цифра не збігається',
  },
  'A card number has 12 to 19 digits': { es: 'Un número de tarjeta tiene de 12 a 19 dígitos', pt: 'Um número de cartão tem de 12 a 19 dígitos', ro: 'Un număr de card are între 12 și 19 cifre', ru: 'Номер карты состоит из 12–19 цифр', uk: 'Номер картки складається з 12–19 цифр' },
  'Must be a valid e-mail address': { es: 'Debe ser un correo electrónico válido', pt: 'Deve ser um e-mail válido', ro: 'Trebuie să fie o adresă de e-mail validă', ru: 'Укажите действительный адрес эл. почты', uk: 'Вкажіть дійсну адресу ел. пошти' },
  'Must be a phone number': { es: 'Debe ser un número de teléfono', pt: 'Deve ser um número de telefone', ro: 'Trebuie să fie un număr de telefon', ru: 'Укажите номер телефона', uk: 'Вкажіть номер телефону' },
  'A phone number has 7 to 15 digits': { es: 'Un número de teléfono tiene de 7 a 15 dígitos', pt: 'Um número de telefone tem de 7 a 15 dígitos', ro: 'Un număr de telefon are între 7 și 15 cifre', ru: 'Номер телефона состоит из 7–15 цифр', uk: 'Номер телефону складається з 7–15 цифр' },
  'Must be a tax identification number': {
    es: 'Debe ser un número de identificación fiscal',
    pt: 'Deve ser um número de identificação fiscal',
    ro: 'Trebuie să fie un cod de identificare fiscală',
    ru: 'Укажите идентификационный номер налогоплательщика',
    uk: 'Вкажіть податковий номер',
  },
  'Not a valid CPF': { es: 'No es un CPF válido', pt: 'Não é um CPF válido', ro: 'Nu este un CPF valid', ru: 'Недействительный CPF', uk: 'Недійсний CPF' },
  'A Brazilian phone number has a 2-digit area code and 8 or 9 digits': {
    es: 'Un número de teléfono brasileño tiene un código de área de 2 dígitos y 8 o 9 dígitos',
    pt: 'Um número de telefone brasileiro tem DDD de 2 dígitos e 8 ou 9 dígitos',
    ro: 'Un număr de telefon brazilian are un prefix de zonă de 2 cifre și 8 sau 9 cifre',
    ru: 'Бразильский номер телефона: 2 цифры кода региона и 8 или 9 цифр',
    uk: 'Бразильський номер телефону: 2 цифри коду регіону та 8 або 9 цифр',
  },
  'No Pix account is registered for this key': {
    es: 'No hay ninguna cuenta Pix registrada con esta clave',
    pt: 'Nenhuma conta Pix está registrada para esta chave',
    ro: 'Niciun cont Pix nu este înregistrat pentru această cheie',
    ru: 'Для этого ключа не зарегистрирован ни один счёт Pix',
    uk: 'Для цього ключа не зареєстровано жодного рахунку Pix',
  },
  'The tax id does not match the holder of this Pix key': {
    es: 'El número fiscal no coincide con el titular de esta clave Pix',
    pt: 'O número fiscal não corresponde ao titular desta chave Pix',
    ro: 'Codul fiscal nu corespunde titularului acestei chei Pix',
    ru: 'Налоговый номер не совпадает с владельцем этого ключа Pix',
    uk: 'Податковий номер не збігається з власником цього ключа Pix',
  },
  'Unknown payout method': { es: 'Método de pago desconocido', pt: 'Método de pagamento desconhecido', ro: 'Metodă de plată necunoscută', ru: 'Неизвестный способ выплаты', uk: 'Невідомий спосіб виплати' },
  'Not allowed for this account': { es: 'No está permitido para esta cuenta', pt: 'Não é permitido para esta conta', ro: 'Nu este permis pentru acest cont', ru: 'Недоступно для этого счёта', uk: 'Недоступно для цього рахунку' },
  'Invalid approval code': { es: 'Código de aprobación no válido', pt: 'Código de aprovação inválido', ro: 'Cod de aprobare nevalid', ru: 'Неверный код подтверждения', uk: 'Неправильний код підтвердження' },
  'A positive amount': { es: 'Un importe positivo', pt: 'Um valor positivo', ro: 'O sumă pozitivă', ru: 'Положительная сумма', uk: 'Додатна сума' },

  // Refused rows of mass files and global-pay batches.
  'At most 140 characters': { es: 'Como máximo 140 caracteres', pt: 'No máximo 140 caracteres', ro: 'Cel mult 140 de caractere', ru: 'Не более 140 символов', uk: 'Не більше 140 символів' },
  'Not an account number': { es: 'No es un número de cuenta', pt: 'Não é um número de conta', ro: 'Nu este un număr de cont', ru: 'Это не номер счёта', uk: 'Це не номер рахунку' },
  'Not a country code': { es: 'No es un código de país', pt: 'Não é um código de país', ro: 'Nu este un cod de țară', ru: 'Это не код страны', uk: 'Це не код країни' },
  'Not a wallet address': { es: 'No es una dirección de monedero', pt: 'Não é um endereço de carteira', ro: 'Nu este o adresă de portofel', ru: 'Это не адрес кошелька', uk: 'Це не адреса гаманця' },
  'Not an amount': { es: 'No es un importe', pt: 'Não é um valor', ro: 'Nu este o sumă', ru: 'Это не сумма', uk: 'Це не сума' },
  'No wallet account uses this e-mail': {
    es: 'Ninguna cuenta del monedero usa este correo electrónico',
    pt: 'Nenhuma conta da carteira usa este e-mail',
    ro: 'Niciun cont de portofel nu folosește acest e-mail',
    ru: 'Ни один счёт кошелька не использует эту эл. почту',
    uk: 'Жоден рахунок гаманця не використовує цю ел. пошту',
  },
  'You cannot pay yourself': { es: 'No puede pagarse a sí mismo', pt: 'Você não pode pagar a si mesmo', ro: 'Nu vă puteți plăti singur', ru: 'Нельзя платить самому себе', uk: 'Не можна платити самому собі' },
  'A positive amount with at most two decimals': {
    es: 'Un importe positivo con dos decimales como máximo',
    pt: 'Um valor positivo com no máximo duas casas decimais',
    ro: 'O sumă pozitivă cu cel mult două zecimale',
    ru: 'Положительная сумма, не более двух знаков после запятой',
    uk: 'Додатна сума, не більше двох знаків після коми',
  },
  'Enter the recipient’s name (at most 140 characters)': {
    es: 'Escriba el nombre del destinatario (como máximo 140 caracteres)',
    pt: 'Informe o nome do destinatário (no máximo 140 caracteres)',
    ro: 'Introduceți numele destinatarului (cel mult 140 de caractere)',
    ru: 'Укажите имя получателя (не более 140 символов)',
    uk: 'Вкажіть ім’я отримувача (не більше 140 символів)',
  },
};

/** Texts with numbers, codes or quoted hints: `$1`, `$2` in a translation are the pattern's groups. */
const PATTERNS: readonly TextPattern[] = [
  { pattern: /^Must be at least (\d+) characters$/, texts: { es: 'Debe tener al menos $1 caracteres', pt: 'Deve ter pelo menos $1 caracteres', ro: 'Numărul minim de caractere: $1', ru: 'Не менее $1 символов', uk: 'Не менше $1 символів' } },
  { pattern: /^Must be at most (\d+) characters$/, texts: { es: 'Debe tener como máximo $1 caracteres', pt: 'Deve ter no máximo $1 caracteres', ro: 'Numărul maxim de caractere: $1', ru: 'Не более $1 символов', uk: 'Не більше $1 символів' } },
  {
    pattern: /^Has the wrong format: (.+)$/,
    texts: { es: 'El formato no es válido: $1', pt: 'O formato não é válido: $1', ro: 'Formatul nu este valid: $1', ru: 'Неверный формат: $1', uk: 'Неправильний формат: $1' },
    hintGroup: 1,
  },
  { pattern: /^Must be one of: (.+)$/, texts: { es: 'Debe ser uno de: $1', pt: 'Deve ser um de: $1', ro: 'Trebuie să fie unul dintre: $1', ru: 'Допустимые значения: $1', uk: 'Допустимі значення: $1' } },
  {
    pattern: /^Not a valid IBAN: ([A-Z0-9]{0,2}) does not use IBANs$/,
    texts: { es: 'No es un IBAN válido: $1 no usa IBAN', pt: 'Não é um IBAN válido: $1 não usa IBAN', ro: 'Nu este un IBAN valid: $1 nu folosește IBAN', ru: 'Недействительный IBAN: в $1 IBAN не используется', uk: 'Недійсний IBAN: у $1 IBAN не використовується' },
  },
  {
    pattern: /^Not a valid IBAN: an IBAN from ([A-Z0-9]{0,2}) has (\d+) characters$/,
    texts: {
      es: 'No es un IBAN válido: un IBAN de $1 tiene $2 caracteres',
      pt: 'Não é um IBAN válido: um IBAN de $1 tem $2 caracteres',
      ro: 'Nu este un IBAN valid: lungimea unui IBAN din $1 este $2',
      ru: 'Недействительный IBAN: IBAN страны $1 состоит из $2 символов',
      uk: 'Недійсний IBAN: IBAN країни $1 складається з $2 символів',
    },
  },
  {
    pattern: /^Not a valid IBAN: it has letters or digits where IBANs from ([A-Z0-9]{0,2}) have none$/,
    texts: {
      es: 'No es un IBAN válido: tiene letras o dígitos donde los IBAN de $1 no los tienen',
      pt: 'Não é um IBAN válido: tem letras ou dígitos onde os IBAN de $1 não têm',
      ro: 'Nu este un IBAN valid: are litere sau cifre unde IBAN-urile din $1 nu au',
      ru: 'Недействительный IBAN: буквы или цифры стоят там, где в IBAN страны $1 их нет',
      uk: 'Недійсний IBAN: літери чи цифри стоять там, де в IBAN країни $1 їх немає',
    },
  },
  { pattern: /^A bank code here has (\d+) digits$/, texts: { es: 'Aquí el código del banco tiene $1 dígitos', pt: 'Aqui o código do banco tem $1 dígitos', ro: 'Aici codul băncii are $1 cifre', ru: 'Здесь код банка состоит из $1 цифр', uk: 'Тут код банку складається з $1 цифр' } },
  { pattern: /^A branch code here has (\d+) digits$/, texts: { es: 'Aquí el código de sucursal tiene $1 dígitos', pt: 'Aqui o código da agência tem $1 dígitos', ro: 'Aici codul sucursalei are $1 cifre', ru: 'Здесь код отделения состоит из $1 цифр', uk: 'Тут код відділення складається з $1 цифр' } },
  {
    pattern: /^A bank code has 1 to 11 letters or digits$/,
    texts: { es: 'Un código de banco tiene de 1 a 11 letras o dígitos', pt: 'Um código de banco tem de 1 a 11 letras ou dígitos', ro: 'Un cod de bancă are între 1 și 11 litere sau cifre', ru: 'Код банка состоит из 1–11 букв или цифр', uk: 'Код банку складається з 1–11 літер або цифр' },
  },
  {
    pattern: /^A branch code has 1 to 11 letters or digits$/,
    texts: { es: 'Un código de sucursal tiene de 1 a 11 letras o dígitos', pt: 'Um código de agência tem de 1 a 11 letras ou dígitos', ro: 'Un cod de sucursală are între 1 și 11 litere sau cifre', ru: 'Код отделения состоит из 1–11 букв или цифр', uk: 'Код відділення складається з 1–11 літер або цифр' },
  },
  {
    pattern: /^SEPA transfers need an IBAN of a SEPA country, not (.+)$/,
    texts: { es: 'Las transferencias SEPA necesitan un IBAN de un país SEPA, no $1', pt: 'Transferências SEPA precisam de um IBAN de um país SEPA, não $1', ro: 'Transferurile SEPA au nevoie de un IBAN dintr-o țară SEPA, nu $1', ru: 'Для перевода SEPA нужен IBAN страны SEPA, а не $1', uk: 'Для переказу SEPA потрібен IBAN країни SEPA, а не $1' },
  },
  { pattern: /^The IBAN must be from ([A-Z]{2})$/, texts: { es: 'El IBAN debe ser de $1', pt: 'O IBAN deve ser de $1', ro: 'IBAN-ul trebuie să fie din $1', ru: 'IBAN должен быть из $1', uk: 'IBAN має бути з $1' } },
  {
    pattern: /^Cards with BIN (\d+) cannot receive payouts$/,
    texts: { es: 'Las tarjetas con BIN $1 no pueden recibir pagos', pt: 'Cartões com BIN $1 não podem receber pagamentos', ro: 'Cardurile cu BIN $1 nu pot primi plăți', ru: 'Карты с BIN $1 не могут получать выплаты', uk: 'Картки з BIN $1 не можуть отримувати виплати' },
  },
  { pattern: /^A random key looks like (.+)$/, texts: { es: 'Una clave aleatoria tiene este aspecto: $1', pt: 'Uma chave aleatória tem este formato: $1', ro: 'O cheie aleatorie arată așa: $1', ru: 'Случайный ключ выглядит так: $1', uk: 'Випадковий ключ має такий вигляд: $1' } },
  {
    pattern: /^Not a (.+) address: (.+)$/,
    texts: { es: 'No es una dirección de $1: $2', pt: 'Não é um endereço de $1: $2', ro: 'Nu este o adresă $1: $2', ru: 'Это не адрес $1: $2', uk: 'Це не адреса $1: $2' },
    hintGroup: 2,
  },
  { pattern: /^At most (\d+) decimals in ([A-Z]{3})$/, texts: { es: 'Como máximo $1 decimales en $2', pt: 'No máximo $1 casas decimais em $2', ro: 'Cel mult $1 zecimale în $2', ru: 'Не более $1 знаков после запятой в $2', uk: 'Не більше $1 знаків після коми в $2' } },
  { pattern: /^The IBAN is not from the country given$/, texts: { es: 'El IBAN no es del país indicado', pt: 'O IBAN não é do país informado', ro: 'IBAN-ul nu este din țara indicată', ru: 'IBAN не из указанной страны', uk: 'IBAN не з указаної країни' } },
  { pattern: /^The IBAN is not from (.+)$/, texts: { es: 'El IBAN no es de $1', pt: 'O IBAN não é de $1', ro: 'IBAN-ul nu este din $1', ru: 'IBAN не из $1', uk: 'IBAN не з $1' } },
  {
    pattern: /^Not a currency the wallet pays in \((.+)\)$/,
    texts: { es: 'No es una moneda en la que paga el monedero ($1)', pt: 'Não é uma moeda em que a carteira paga ($1)', ro: 'Nu este o monedă în care plătește portofelul ($1)', ru: 'Кошелёк не платит в этой валюте ($1)', uk: 'Гаманець не платить у цій валюті ($1)' },
  },
  { pattern: /^The payee cannot receive ([A-Z]{3})$/, texts: { es: 'El beneficiario no puede recibir $1', pt: 'O beneficiário não pode receber $1', ro: 'Beneficiarul nu poate primi $1', ru: 'Получатель не может принять $1', uk: 'Отримувач не може прийняти $1' } },
  { pattern: /^Repeats row (\d+)$/, texts: { es: 'Repite la fila $1', pt: 'Repete a linha $1', ro: 'Repetă rândul $1', ru: 'Повторяет строку $1', uk: 'Повторює рядок $1' } },
  { pattern: /^No payout method reaches (.+)$/, texts: { es: 'Ningún método de pago llega a $1', pt: 'Nenhum método de pagamento chega a $1', ro: 'Nicio metodă de plată nu ajunge în $1', ru: 'Ни один способ выплаты не доступен для $1', uk: 'Жоден спосіб виплати не доступний для $1' } },
  {
    pattern: /^Payments of this batch are paid from a ([A-Z]{3}) account: use ([A-Z]{3})$/,
    texts: {
      es: 'Los pagos de este lote se pagan desde una cuenta en $1: use $2',
      pt: 'Os pagamentos deste lote são pagos de uma conta em $1: use $2',
      ro: 'Plățile acestui lot se fac dintr-un cont în $1: folosiți $2',
      ru: 'Платежи этого пакета идут со счёта в $1: укажите $2',
      uk: 'Платежі цього пакета йдуть з рахунку в $1: вкажіть $2',
    },
  },
];

// A hint quoted in a refusal is a catalogue text.
const REFUSALS = textTable(EXACT, PATTERNS, catalogueText);

/** Whether a refusal text has a translation in every language (for the tests). */
export function hasRefusalTranslation(text: string): boolean {
  return REFUSALS.has(text);
}

/** A refusal in `language` (one of the product's, as `requestLanguage` answers); English when it has none. */
export function refusalText(text: string, language: string): string {
  return REFUSALS.text(text, language);
}

/**
 * A refusal's summary ("iban: Not a valid IBAN") in `language`: a leading field path stays (the client drops it),
 * the text after it is translated.
 */
export function refusalSummary(message: string, language: string): string {
  const match = /^([\w.[\]]+): (\S[\s\S]*)$/.exec(message);
  if (match?.[1] && match[2] && !hasRefusalTranslation(message)) return `${match[1]}: ${refusalText(match[2], language)}`;
  return refusalText(message, language);
}
