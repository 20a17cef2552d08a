/**
 * States and provinces the bank's address forms ask for, by country (the statesGet dictionary). Countries not listed
 * have no state field. Codes are the ISO 3166-2 subdivision codes without the country prefix.
 */
import type { StateEntry } from '../../src/core/api/contract/profile-contacts';

function entries(list: string): StateEntry[] {
  return list.split(';').map((pair) => {
    const [code = '', name = ''] = pair.split('=');
    return { code, name };
  });
}

const STATES: Readonly<Record<string, readonly StateEntry[]>> = {
  US: entries(
    'AL=Alabama;AK=Alaska;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;DE=Delaware;DC=District of Columbia;' +
      'FL=Florida;GA=Georgia;HI=Hawaii;ID=Idaho;IL=Illinois;IN=Indiana;IA=Iowa;KS=Kansas;KY=Kentucky;LA=Louisiana;ME=Maine;' +
      'MD=Maryland;MA=Massachusetts;MI=Michigan;MN=Minnesota;MS=Mississippi;MO=Missouri;MT=Montana;NE=Nebraska;NV=Nevada;' +
      'NH=New Hampshire;NJ=New Jersey;NM=New Mexico;NY=New York;NC=North Carolina;ND=North Dakota;OH=Ohio;OK=Oklahoma;' +
      'OR=Oregon;PA=Pennsylvania;RI=Rhode Island;SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UT=Utah;VT=Vermont;' +
      'VA=Virginia;WA=Washington;WV=West Virginia;WI=Wisconsin;WY=Wyoming;PR=Puerto Rico',
  ),
  CA: entries(
    'AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;NS=Nova Scotia;' +
      'NT=Northwest Territories;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;QC=Quebec;SK=Saskatchewan;YT=Yukon',
  ),
  AU: entries(
    'ACT=Australian Capital Territory;NSW=New South Wales;NT=Northern Territory;QLD=Queensland;SA=South Australia;TAS=Tasmania;VIC=Victoria;WA=Western Australia',
  ),
  BR: entries(
    'AC=Acre;AL=Alagoas;AP=Amapá;AM=Amazonas;BA=Bahia;CE=Ceará;DF=Distrito Federal;ES=Espírito Santo;GO=Goiás;MA=Maranhão;' +
      'MT=Mato Grosso;MS=Mato Grosso do Sul;MG=Minas Gerais;PA=Pará;PB=Paraíba;PR=Paraná;PE=Pernambuco;PI=Piauí;' +
      'RJ=Rio de Janeiro;RN=Rio Grande do Norte;RS=Rio Grande do Sul;RO=Rondônia;RR=Roraima;SC=Santa Catarina;SP=São Paulo;' +
      'SE=Sergipe;TO=Tocantins',
  ),
  MX: entries(
    'AGU=Aguascalientes;BCN=Baja California;BCS=Baja California Sur;CAM=Campeche;CHP=Chiapas;CHH=Chihuahua;CMX=Ciudad de México;' +
      'COA=Coahuila;COL=Colima;DUR=Durango;GUA=Guanajuato;GRO=Guerrero;HID=Hidalgo;JAL=Jalisco;MEX=México;MIC=Michoacán;' +
      'MOR=Morelos;NAY=Nayarit;NLE=Nuevo León;OAX=Oaxaca;PUE=Puebla;QUE=Querétaro;ROO=Quintana Roo;SLP=San Luis Potosí;' +
      'SIN=Sinaloa;SON=Sonora;TAB=Tabasco;TAM=Tamaulipas;TLA=Tlaxcala;VER=Veracruz;YUC=Yucatán;ZAC=Zacatecas',
  ),
};

export function statesOf(countryCode: string): readonly StateEntry[] {
  return STATES[countryCode] ?? [];
}

export function stateName(countryCode: string, stateCode: string | null): string | null {
  if (!stateCode) return null;
  return statesOf(countryCode).find((state) => state.code === stateCode)?.name ?? null;
}
