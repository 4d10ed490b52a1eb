import { yearOf } from '@mijn/domain';
import {
  FIRST_AGREEMENT_ID,
  FIRST_CUSTOMER_NUMBER,
  HOUSEHOLDS_PER_SHAPE_CYCLE,
  labelRows,
  PERSONS_PER_SHAPE_CYCLE,
  premiumPeriodRows,
  type ScalePlan,
  shapeRows,
} from './scale-plan.ts';

/** Statements of the scale seed; all of them run server-side (INSERT ... SELECT generate_series). */
export interface ScaleStep {
  name: string;
  sql: string;
}

const names = {
  male: [
    'Jan',
    'Pieter',
    'Kees',
    'Willem',
    'Daan',
    'Sem',
    'Lucas',
    'Thomas',
    'Ruben',
    'Bram',
    'Mohammed',
    'Jeroen',
    'Sander',
    'Mark',
    'Henk',
    'Tim',
    'Finn',
    'Milan',
    'Noah',
    'Jesse',
  ],
  female: [
    'Anna',
    'Sanne',
    'Emma',
    'Julia',
    'Lotte',
    'Fleur',
    'Sophie',
    'Eva',
    'Lisa',
    'Fatima',
    'Karin',
    'Marieke',
    'Ingrid',
    'Noor',
    'Tess',
    'Zoë',
    'Mila',
    'Yara',
    'Iris',
    'Femke',
  ],
  last: [
    'Jansen',
    'Bakker',
    'Visser',
    'Smit',
    'Meijer',
    'Mulder',
    'Bos',
    'Vos',
    'Peters',
    'Hendriks',
    'Dekker',
    'Brouwer',
    'Dijkstra',
    'Kok',
    'Koster',
    'Willems',
    'Vermeulen',
    'Postma',
    'Kuiper',
    'Yilmaz',
    'Veenstra',
    'Schouten',
    'Prins',
    'Huisman',
    'Peeters',
  ],
  streets: [
    'Kerkstraat',
    'Dorpsstraat',
    'Molenweg',
    'Stationsweg',
    'Schoolstraat',
    'Julianastraat',
    'Beatrixlaan',
    'Nieuwstraat',
    'Markt',
    'Parallelweg',
    'Lindelaan',
    'Wilhelminaweg',
    'Eikenlaan',
    'Sportlaan',
    'Tulpstraat',
  ],
  cities: [
    'Amsterdam',
    'Rotterdam',
    'Utrecht',
    'Den Haag',
    'Eindhoven',
    'Groningen',
    'Tilburg',
    'Almere',
    'Breda',
    'Nijmegen',
    'Leiden',
    'Zwolle',
    'Lelystad',
    'Dronten',
    'Haarlem',
    'Arnhem',
  ],
};

/** Kinds of care with a provider and the cover that pays, as the demo world's claims have them. */
const careKinds = [
  ['general-practitioner', 'Huisartsenpraktijk De Linde', 'MB'],
  ['pharmacy', 'Apotheek Kerkplein', 'MB'],
  ['pharmacy', 'Apotheek Molenstraat', 'MB'],
  ['hospital', 'OLVG Oost', 'MB'],
  ['hospital', 'Catharina Ziekenhuis Eindhoven', 'MB'],
  ['physiotherapy', 'Fysiotherapie Vismarkt', 'AP'],
  ['dental', 'Tandartspraktijk Tulpstraat', 'TA'],
  ['mental-health', 'Psychologenpraktijk Duinzicht', 'MB'],
  ['medical-aids', 'Medipoint Leiden', 'MB'],
  ['glasses-and-lenses', 'Specsavers Amsterdam', 'AP'],
  ['pharmacy', 'Apotheek De Linde', 'MB'],
  ['general-practitioner', 'Huisartsen Molenstraat', 'MB'],
];

const textArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
/** The value of a text array at an integer expression, wrapping around. */
const pick = (values: readonly string[], index: string) =>
  `(${textArray(values)})[1 + (${index}) % ${values.length}]`;

/** A valid 9-digit BSN (11-proof) for a person index, unique per index: stem 2p, or 2p + 1 when 2p has no check digit. */
const bsnOf = (
  p: string,
) => `(select case when s % 11 = 10 then (stem + 1)::text || ((s + 2) % 11)::text else stem::text || (s % 11)::text end
  from (select 10000000 + 2 * ${p} as stem) st,
  lateral (select sum(((st.stem / (10 ^ (7 - i))::int) % 10) * (9 - i))::int as s from generate_series(0, 7) i) sums)`;

/** A Dutch IBAN at the fictitious bank INGB (I=18 N=23 G=16 B=11; NL00 = 232100) with a mod-97 check. */
const ibanOf = (accountExpression: string) =>
  `(select 'NL' || lpad((98 - ('18231611' || acct || '232100')::numeric % 97)::text, 2, '0') || 'INGB' || acct
    from (select lpad((${accountExpression})::text, 10, '0') as acct) a)`;

/** Our own rows as a JSON literal: the steps hold several statements, which take no bind parameters. */
const json = (rows: unknown) => `$json$${JSON.stringify(rows)}$json$::json`;
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

export function scaleSteps(plan: ScalePlan, passwordHash: string): ScaleStep[] {
  const thisYear = yearOf(plan.today);
  const persons = plan.insured;
  const declarations = persons * plan.declarationsPerInsured;
  const lastAgreementId =
    FIRST_AGREEMENT_ID + Math.ceil(persons / PERSONS_PER_SHAPE_CYCLE) * HOUSEHOLDS_PER_SHAPE_CYCLE;
  const today = `'${plan.today}'::date`;
  return [
    {
      name: 'plan tables',
      sql: `create temp table scale_labels on commit drop as
              select * from json_to_recordset(${json(labelRows())}) as t(slot int, code text, uzovi text, "contractCode" text);
            create temp table scale_shapes on commit drop as
              select * from json_to_recordset(${json(shapeRows())}) as t(slot int, household int, member int, role text);
            create temp table scale_periods on commit drop as
              select * from json_to_recordset(${json(premiumPeriodRows(plan.today))}) as t(term int, "paymentMethod" text, "periodStart" date,
                "periodEnd" date, "invoiceDate" date, "expirationDate" date, description text, "isOpen" boolean,
                "statusId" int, "postSurchargeCents" int);
            create temp table scale_care on commit drop as
              select * from json_to_recordset(${json(careKinds.map(([careType, careProvider, cover], slot) => ({ slot, careType, careProvider, cover })))})
                as t(slot int, "careType" text, "careProvider" text, cover text);`,
    },
    {
      name: 'persons and households',
      sql: `create temp table scale_people on commit drop as
            with placed as (
              select g.p, (g.p / ${PERSONS_PER_SHAPE_CYCLE}) * ${HOUSEHOLDS_PER_SHAPE_CYCLE} + s.household as h, s.member, s.role
              from generate_series(0, ${persons - 1}) as g(p) join scale_shapes s on s.slot = g.p % ${PERSONS_PER_SHAPE_CYCLE}
            ), aged as (
              select placed.*, case role when 'H' then 25 + (h * 37) % 55 when 'P' then 22 + (h * 37) % 55 + h % 7
                else 1 + (h * 13 + member * 5) % 17 end as age
              from placed
            )
            select aged.p, aged.h, aged.member, aged.role, ${FIRST_AGREEMENT_ID} + aged.h as agreement_id,
              (${FIRST_CUSTOMER_NUMBER} + aged.p)::text as customer_number, l.code as label_code, l."contractCode" as contract_code,
              l.uzovi || lpad(((${FIRST_AGREEMENT_ID} + aged.h) % 1000000)::text, 6, '0') || lpad((aged.member + 1)::text, 2, '0') as policy_number,
              (${today} - make_interval(years => aged.age) - ((aged.p * 53) % 360) * interval '1 day')::date as birth_date,
              case when aged.role = 'M' then aged.p % 2 = 0 else (aged.h % 2 = 0) = (aged.role = 'H') end as is_male
            from aged join scale_labels l on l.slot = aged.h % 20;
            alter table scale_people add primary key (p);
            analyze scale_people;`,
    },
    {
      name: 'customers',
      sql: `insert into insurer.customers (customer_number, bsn, initials, first_name, prefix, last_name, gender, birth_date,
              email, email_verified_at, phone_number, street, house_number, zip_code, city)
            select customer_number, ${bsnOf('p')}, left(first_name, 1) || '.', first_name,
              (array['de', 'van', 'van der', null, null, null])[1 + h % 6], ${pick(names.last, 'h')},
              case when is_male then 'male' else 'female' end, birth_date,
              case when role = 'M' then null else 'scale.' || customer_number || '@example.nl' end,
              case when role = 'M' then null else now() - interval '300 days' end,
              case when role = 'M' then null else '+3164' || lpad(p::text, 7, '0') end,
              ${pick(names.streets, 'h * 7')}, 1 + h % 250,
              (1000 + (h * 7) % 8999)::text || chr(65 + h % 26) || chr(65 + (h / 26) % 26), ${pick(names.cities, 'h * 3')}
            from (select *, case when is_male then ${pick(names.male, 'p * 7')} else ${pick(names.female, 'p * 7')} end as first_name
                  from scale_people) people`,
    },
    {
      name: 'agreements and mandates',
      sql: `insert into insurer.agreements (agreement_id, label_code, contract_code, policyholder_number, payment_term_months,
              payment_method, premium_iban, reimbursement_iban, excess_payment_method, excess_iban, start_date)
            select agreement_id, label_code, contract_code, customer_number,
              case when (h / 20) % 20 = 19 then 12 when (h / 20) % 20 >= 17 then 3 else 1 end,
              method, case when method = 'BOR' then null else iban end, iban, 'DirectDebit', iban,
              greatest(make_date(2005 + h % 18, 1, 1), (date_trunc('year', birth_date) + interval '19 years')::date)
            from (select *, ${ibanOf('1000000000 + h')} as iban,
                    case when h % 20 < 14 then 'DirectDebit' when h % 20 < 17 then 'iDeal' when h % 20 = 17 then 'Mail' else 'BOR' end as method
                  from scale_people where member = 0) holders;
            insert into insurer.direct_debit_mandates (reference, agreement_id, purpose, iban, signed_on)
            select agreement_id || suffix, agreement_id, purpose, excess_iban, start_date
            from insurer.agreements, lateral (values ('-P1', 'premium'), ('-E1', 'excess')) as m(suffix, purpose)
            where agreement_id between ${FIRST_AGREEMENT_ID} and ${lastAgreementId}
              and (purpose = 'excess' or payment_method = 'DirectDebit')`,
    },
    {
      name: 'policies and products',
      sql: `insert into insurer.policies (policy_number, agreement_id, customer_number, role, start_date)
            select people.policy_number, people.agreement_id, people.customer_number, people.role, greatest(a.start_date, people.birth_date)
            from scale_people people join insurer.agreements a using (agreement_id);
            insert into insurer.policy_products (policy_number, product_id, start_date, end_date)
            select people.policy_number, chosen.id, greatest(make_date(y, 1, 1), pol.start_date), make_date(y, 12, 31)
            from scale_people people
            join insurer.policies pol using (policy_number)
            join (select label_code,
                    array_agg(id order by code) filter (where code like 'MB-%') as basic,
                    array_agg(id order by code) filter (where code like 'AP-%') as supplementary,
                    array_agg(id order by code) filter (where code like 'TA-%') as dental
                  from insurer.products group by label_code) catalogue using (label_code)
            cross join unnest(array[${thisYear - 1}, ${thisYear}]) as y
            cross join lateral (
              select catalogue.basic[1 + people.h % cardinality(catalogue.basic)] as id
              union all select catalogue.supplementary[1 + people.h % cardinality(catalogue.supplementary)]
                where people.h % 5 < 3 and cardinality(catalogue.supplementary) > 0
              union all select catalogue.dental[1 + people.h % cardinality(catalogue.dental)]
                where people.role <> 'M' and people.h % 5 < 2 and cardinality(catalogue.dental) > 0
            ) chosen
            where pol.start_date <= make_date(y, 12, 31)`,
    },
    {
      name: 'accounts',
      sql: `insert into accounts (customer_number, username, password_hash, phone_number, terms_signed_at, digital_post)
            select customer_number, 'scale.' || customer_number, ${quoted(passwordHash)}, '+3164' || lpad(p::text, 7, '0'),
              now() - interval '200 days', p % 10 <> 0
            from scale_people where role = 'H' or (role = 'P' and p % 2 = 0)`,
    },
    {
      name: 'declarations',
      sql: `insert into insurer.declarations (declaration_id, record_id, invoice_id, customer_number, policy_number, received_date,
              treatment_date, care_type, care_provider, submitted_by, receiver_of_reimbursement, cover_product_type,
              declared_cents, compensated_cents, uncompensated_cents, excess_cents, status, year, paid_out_on)
            select 'S' || lpad(d::text, 9, '0'), 'SR' || d, 'SN' || d, customer_number, policy_number, received, treated,
              care."careType", care."careProvider", 'Z', 'M', care.cover, declared, compensated, declared - compensated,
              declared - compensated, case when received > ${today} - 14 then 1 else 0 end, year,
              case when received > ${today} - 14 then null else received + 6 end
            from (
              select d, people.customer_number, people.policy_number, y as year, treated,
                least(treated + 3 + (d % 18)::int, ${today}) as received,
                1000 + (d * 7919) % 30000 as declared,
                case when d % 10 < 7 then 1000 + (d * 7919) % 30000 else 0 end as compensated
              from generate_series(0::bigint, ${declarations - 1}) as g(d)
              join scale_people people on people.p = d % ${persons}
              cross join lateral (select ${thisYear} - ((d / ${persons}) % 3)::int as y) years
              cross join lateral (select greatest(people.birth_date, make_date(y, 1, 1) + ((d * 7919) % (case when y = ${thisYear}
                then greatest(${today} - make_date(${thisYear}, 1, 1) - 20, 1) else 364 end))::int) as treated) days
            ) claims
            join scale_care care on care.slot = d % ${careKinds.length}`,
    },
    {
      name: 'invoices',
      sql: `insert into insurer.invoices (invoice_number, agreement_id, kind, description, invoice_date, expiration_date, payment_date,
              premium_period_start, premium_period_end, amount_cents, post_surcharge_cents, remaining_cents, status_id, payment_type)
            select 'S' || a.agreement_id || to_char(pr."periodStart", 'YYYYMM'), a.agreement_id, 'premium', pr.description,
              pr."invoiceDate", pr."expirationDate", case when pr."isOpen" then null else pr."expirationDate" end,
              pr."periodStart", pr."periodEnd", amount, pr."postSurchargeCents",
              case when pr."isOpen" then amount else 0 end, case when pr."isOpen" then pr."statusId" else 9 end, a.payment_method
            from insurer.agreements a
            join scale_periods pr on pr.term = a.payment_term_months and pr."paymentMethod" = a.payment_method
            cross join lateral (select 11000 * a.payment_term_months * (1 + a.agreement_id % 3) + pr."postSurchargeCents" as amount) priced
            where a.agreement_id between ${FIRST_AGREEMENT_ID} and ${lastAgreementId}
              and pr."periodStart" >= a.start_date`,
    },
    {
      name: 'documents',
      sql: `insert into insurer.documents (customer_number, label_code, doc_type, doc_type_id, document_cluster, name, policy_number,
              contract_code, publication_date, has_been_read, read_at, facts)
            select customer_number, label_code, 'Brief', 10, 'correspondentie', name, policy_number, contract_code,
              published, not unread, case when unread then null else published + interval '3 days' end, facts
            from (
              select people.*, k,
                case when k < 3 then 'Jaaroverzicht ' || (${thisYear} - 3 + k) else 'Wijziging adresgegevens' end as name,
                case when k < 3 then make_date(${thisYear} - 2 + k, 1, 20) else ${today} - (people.p % 150)::int end as published,
                k = 3 and people.p % 3 = 0 as unread,
                case when k < 3 then jsonb_build_object('kind', 'notice', 'topic', 'annualStatement', 'year', ${thisYear} - 3 + k)
                  else '{"kind": "notice", "topic": "addressChange"}'::jsonb end as facts
              from scale_people people cross join generate_series(0, 3) as k
            ) letters`,
    },
  ];
}
