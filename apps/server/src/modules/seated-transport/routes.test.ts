import { addDays, addYears, insurerToday } from '@mijn/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, seatedTransportAttachments, seatedTransportRequests } from '../../db/schema.ts';
import { approvedSeatedTransportOn } from '../../insurer/legacy/seated-transport.ts';
import { multipartPayload, pngLike, type TestFile } from '../../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let tokens: Record<string, string>;
let jan: string;
let tim: string;
let sanne: string;
let peter: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.accessTokens(['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen']);
  jan = await t.customerNumberOf('Jan', 'Vries');
  tim = await t.customerNumberOf('Tim', 'Vries');
  sanne = await t.customerNumberOf('Sanne', 'Vries');
  peter = await t.customerNumberOf('Peter', 'Jansen');
  today = insurerToday(t.clock.now());
});
afterAll(() => t.close());

const address = {
  Street: 'Heidelberglaan',
  HouseNumber: 100,
  PostalCode: '3584 CX',
  City: 'Utrecht',
  CountryCode: 'NL',
};

const common = () => ({
  CurrentSelectedCustomerNumber: jan,
  RequestType: 'first-request',
  StartDate: addDays(today, 7),
  EndDate: addDays(today, 180),
  CanTravelOwn: false,
  CanTravelPublic: false,
  CanOnlyTravelCab: true,
  OnlyTravelCabExplanation: 'Ik kan na de behandeling niet zelf reizen.',
  NeedsEscort: true,
  AdditionalInformation: '',
});

const situations = {
  wheelchair: {
    SituationType: 'wheelchair',
    Wheelchair: { MaxAmountWalking: 20, LongTermDependent: false, NumberOfMonths: 6 },
  },
  'visually-impaired': {
    SituationType: 'visually-impaired',
    VisuallyImpaired: { SmallerAs20Degrees: true, LeftEye: '0.1', RightEye: '0,2' },
  },
  'hardship-clause': {
    SituationType: 'hardship-clause',
    Hardship: {
      Indication: 'Nierdialyse drie keer per week',
      MultipleInstances: false,
      CareInstances: [
        {
          Name: 'Dialysecentrum Utrecht',
          Address: address,
          Duration: { Amount: 6, Unit: 2 },
          Distance: { Amount: 25, Unit: 'km' },
          AmountTransportNeeded: { Amount: 3, Unit: 1 },
        },
      ],
    },
  },
  'all-other': {
    SituationType: 'all-other',
    AllOther: { Name: 'Revalidatiecentrum De Hoogstraat', CareInstance: address },
  },
} as const;

type Body = Record<string, unknown>;
const request = (situation: keyof typeof situations, overrides: Body = {}): Body => ({
  ...common(),
  ...situations[situation],
  ...overrides,
});

const post = (body: Body, token = tokens['jan.devries'] ?? '', files: TestFile[] = []) => {
  const { payload, headers } = multipartPayload(body, files, 'Files');
  return t.app.inject({
    method: 'POST',
    url: '/api/SeatedPatientTransport',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};

async function stored() {
  const [requests] = await t.db.select({ n: count() }).from(seatedTransportRequests);
  const [letters] = await t.db
    .select({ n: count() })
    .from(documents)
    .where(eq(documents.name, 'Uw aanvraag zittend ziekenvervoer'));
  const uploads = t.storage.keys().filter((key) => key.startsWith('uploads/')).length;
  return { requests: requests?.n, letters: letters?.n, uploads };
}

/** Expects a 400 naming the field, and that nothing at all was kept. */
async function expectRefused(body: Body, field: RegExp, token?: string) {
  const before = await stored();
  const reply = await post(body, token, [pngLike('verklaring.png', 4096)]);
  expect(reply.statusCode, reply.body).toBe(400);
  expect(reply.json().message).toMatch(field);
  expect(await stored()).toEqual(before);
}

function without(body: Body, path: string[]): Body {
  const copy = structuredClone(body);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  delete node[path[path.length - 1] ?? ''];
  return copy;
}

describe('POST SeatedPatientTransport', () => {
  it.each(Object.keys(situations) as (keyof typeof situations)[])(
    'accepts a valid %s request with its files, stores it and answers the request id',
    async (situation) => {
      const reply = await post(request(situation), undefined, [
        pngLike('verklaring-arts.png', 4096),
        pngLike('indicatie.png', 2048),
      ]);
      expect(reply.statusCode, reply.body).toBe(200);
      const { requestId, reference, receivedDate } = reply.json();
      expect(receivedDate).toBe(today);
      expect(reference).toMatch(new RegExp(`^ZV-${today.slice(0, 4)}-\\d{5}$`));
      const [row] = await t.db
        .select()
        .from(seatedTransportRequests)
        .where(eq(seatedTransportRequests.id, requestId));
      expect(row).toMatchObject({
        reference,
        customerNumber: jan,
        requestedBy: jan,
        situationType: situation,
        startDate: addDays(today, 7),
        endDate: addDays(today, 180),
      });
      expect(row?.fields).toMatchObject({
        CanTravelOwn: false,
        OnlyTravelCabExplanation: expect.any(String),
      });
      const attachments = await t.db
        .select()
        .from(seatedTransportAttachments)
        .where(eq(seatedTransportAttachments.requestId, requestId));
      expect(attachments.map((file) => file.fileName).sort()).toEqual([
        'indicatie.png',
        'verklaring-arts.png',
      ]);
      for (const file of attachments) expect(await t.storage.get(file.storageKey)).not.toBeNull();
    },
  );

  it('assesses at once: wheelchair, visual impairment and a long hardship case approved, all other rejected', async () => {
    const outcome = async (body: Body) => {
      const reply = await post(body);
      expect(reply.statusCode, reply.body).toBe(200);
      const [row] = await t.db
        .select()
        .from(seatedTransportRequests)
        .where(eq(seatedTransportRequests.id, reply.json().requestId));
      return row;
    };
    expect((await outcome(request('wheelchair')))?.status).toBe('approved');
    expect((await outcome(request('visually-impaired')))?.status).toBe('approved');
    expect((await outcome(request('hardship-clause')))?.status).toBe('approved');
    const rejected = await outcome(request('all-other'));
    expect(rejected?.status).toBe('rejected');
    expect(rejected?.decisionReason).toMatch(/alleen vergoed bij nierdialyse/);
    expect(rejected?.assessedAt).toBeInstanceOf(Date);
    const clearSight = await outcome(
      request('visually-impaired', {
        VisuallyImpaired: { SmallerAs20Degrees: false, LeftEye: '0.8', RightEye: '0.9' },
      }),
    );
    expect(clearSight?.status).toBe('rejected');
  });

  it('gives every request its own short reference, numbered on', async () => {
    const first = (await post(request('wheelchair'))).json().reference as string;
    const second = (await post(request('wheelchair'))).json().reference as string;
    const serial = (reference: string) => Number(reference.split('-')[2]);
    expect(serial(second)).toBe(serial(first) + 1);
    const rows = await t.db
      .select({ reference: seatedTransportRequests.reference })
      .from(seatedTransportRequests)
      .where(eq(seatedTransportRequests.reference, second));
    expect(rows).toHaveLength(1);
  });

  it('approves transport to dialysis or oncology asked as the purpose, with only the treatment centre', async () => {
    for (const Purpose of ['kidney-dialysis', 'oncology']) {
      const reply = await post(request('all-other', { Purpose, TravelMode: 'taxi' }));
      expect(reply.statusCode, reply.body).toBe(200);
      const [row] = await t.db
        .select()
        .from(seatedTransportRequests)
        .where(eq(seatedTransportRequests.id, reply.json().requestId));
      expect(row?.status).toBe('approved');
      expect(row?.fields).toMatchObject({ Purpose, TravelMode: 'taxi' });
    }
  });

  it('refuses a purpose that does not fit the situation, and a travel mode the travel answers contradict', async () => {
    await expectRefused(
      request('wheelchair', { Purpose: 'kidney-dialysis' }),
      /body\.SituationType: validators\.invalid-input/,
    );
    await expectRefused(request('all-other', { Purpose: 'wheelchair' }), /body\.SituationType/);
    await expectRefused(
      request('wheelchair', { TravelMode: 'own-car' }),
      /body\.CanTravelOwn: validators\.invalid-input/,
    );
    await expectRefused(
      request('wheelchair', { TravelMode: 'public-transport' }),
      /body\.CanTravelPublic: validators\.invalid-input/,
    );
  });

  it('makes an approved request count as prior approval for the days it covers', async () => {
    const reply = await post(
      request('wheelchair', {
        CurrentSelectedCustomerNumber: tim,
        StartDate: today,
        EndDate: addDays(today, 30),
      }),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await approvedSeatedTransportOn(t.db, tim, addDays(today, 10))).toMatchObject({
      requestId: reply.json().requestId,
      situationType: 'wheelchair',
    });
    expect(await approvedSeatedTransportOn(t.db, tim, addDays(today, 31))).toBeNull();
    expect(await approvedSeatedTransportOn(t.db, tim, addDays(today, -1))).toBeNull();
  });

  it('puts a confirmation letter with the decision in the patient message box', async () => {
    const reply = await post(request('all-other'));
    const { requestId } = reply.json();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/Document/GetDocumentList',
      headers: bearer(tokens['jan.devries'] ?? ''),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain('Uw aanvraag zittend ziekenvervoer');
    const [letter] = await t.db
      .select()
      .from(documents)
      .where(eq(documents.name, 'Uw aanvraag zittend ziekenvervoer'))
      .orderBy(documents.createdAt);
    expect(letter).toMatchObject({ customerNumber: jan, publicationDate: today, hasBeenRead: false });
    const pdf = await t.storage.get(letter?.storageKey ?? '');
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets the policyholder ask for a child under 16, and a co-insured of 16 or over only for herself', async () => {
    expect((await post(request('wheelchair', { CurrentSelectedCustomerNumber: tim }))).statusCode).toBe(200);
    const own = await post(
      request('wheelchair', { CurrentSelectedCustomerNumber: sanne }),
      tokens['sanne.devries'],
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses another household, a co-insured of 16 or over, and a partner asking for a child, storing nothing', async () => {
    const cases: [string, string | undefined][] = [
      [peter, tokens['jan.devries']],
      [sanne, tokens['jan.devries']],
      [tim, tokens['anna.devries']],
      [jan, tokens['peter.jansen']],
    ];
    for (const [customerNumber, token] of cases) {
      const before = await stored();
      const reply = await post(
        request('wheelchair', { CurrentSelectedCustomerNumber: customerNumber }),
        token,
        [pngLike('verklaring.png', 4096)],
      );
      expect(reply.statusCode).toBe(403);
      expect(await stored()).toEqual(before);
    }
  });

  it.each([
    ['the situation block', 'wheelchair', ['Wheelchair'], /body\.Wheelchair: validators\.required-field/],
    ['NumberOfMonths when not long-term', 'wheelchair', ['Wheelchair', 'NumberOfMonths'], /NumberOfMonths/],
    ['MaxAmountWalking', 'wheelchair', ['Wheelchair', 'MaxAmountWalking'], /MaxAmountWalking/],
    [
      'SmallerAs20Degrees',
      'visually-impaired',
      ['VisuallyImpaired', 'SmallerAs20Degrees'],
      /SmallerAs20Degrees/,
    ],
    ['LeftEye', 'visually-impaired', ['VisuallyImpaired', 'LeftEye'], /LeftEye/],
    ['RightEye', 'visually-impaired', ['VisuallyImpaired', 'RightEye'], /RightEye/],
    ['the hardship indication', 'hardship-clause', ['Hardship', 'Indication'], /Indication/],
    ['the care instances', 'hardship-clause', ['Hardship', 'CareInstances'], /CareInstances/],
    ['the care instance name', 'all-other', ['AllOther', 'Name'], /AllOther\.Name/],
    ['the care instance address', 'all-other', ['AllOther', 'CareInstance'], /CareInstance/],
    ['CanTravelPublic when own travel is not possible', 'wheelchair', ['CanTravelPublic'], /CanTravelPublic/],
    ['NeedsEscort when own travel is not possible', 'wheelchair', ['NeedsEscort'], /NeedsEscort/],
    [
      'CanOnlyTravelCab when public travel is not possible',
      'wheelchair',
      ['CanOnlyTravelCab'],
      /CanOnlyTravelCab/,
    ],
    ['the taxi explanation', 'wheelchair', ['OnlyTravelCabExplanation'], /OnlyTravelCabExplanation/],
    ['StartDate', 'wheelchair', ['StartDate'], /StartDate/],
  ] as const)('refuses a request without %s with 400', async (_name, situation, path, message) => {
    await expectRefused(without(request(situation), [...path]), message);
  });

  it('refuses conditional answers that do not fit', async () => {
    await expectRefused(
      request('hardship-clause', {
        Hardship: { ...situations['hardship-clause'].Hardship, MultipleInstances: true },
      }),
      /validators\.at-least-two-destinations/,
    );
    await expectRefused(
      request('wheelchair', { VisuallyImpaired: situations['visually-impaired'].VisuallyImpaired }),
      /body\.VisuallyImpaired: validators\.invalid-input/,
    );
    await expectRefused(
      request('visually-impaired', {
        VisuallyImpaired: { SmallerAs20Degrees: true, LeftEye: 'goed', RightEye: '0.5' },
      }),
      /validators\.vision-value/,
    );
    await expectRefused(
      request('all-other', {
        AllOther: { Name: 'Kliniek', CareInstance: { ...address, CountryCode: 'BE' } },
      }),
      /CountryCode/,
    );
  });

  it('checks the dates against today', async () => {
    await expectRefused(
      request('wheelchair', { StartDate: addDays(today, -1) }),
      /StartDate: validators\.date-in-past/,
    );
    await expectRefused(
      request('wheelchair', { StartDate: addDays(addYears(today, 1), 1), EndDate: addYears(today, 2) }),
      /StartDate: validators\.date-too-far-ahead/,
    );
    await expectRefused(
      request('wheelchair', { EndDate: addDays(addYears(today, 2), 1) }),
      /EndDate: validators\.date-too-far-ahead/,
    );
    await expectRefused(
      request('wheelchair', { EndDate: addDays(today, 6) }),
      /EndDate: validators\.end-before-start/,
    );
  });

  it('refuses a file that is not what its name says with 400, storing nothing', async () => {
    const before = await stored();
    const exe = new Uint8Array(4096);
    exe.set(Buffer.from('MZ\x90\x00', 'latin1'));
    const reply = await post(request('wheelchair'), undefined, [
      pngLike('ok.png', 4096),
      { name: 'verklaring.pdf', data: exe },
    ]);
    expect(reply.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });
});
