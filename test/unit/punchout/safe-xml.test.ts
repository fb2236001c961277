// The PunchOut XML reader: real cXML reads (DOCTYPE naming the public DTD skipped, never fetched), and every
// known way to make an XML parser expand, fetch or grow — internal subsets, undeclared entities, nesting, element
// floods, oversize — is refused with a reason before anything is built from it.
import { describe, expect, it } from 'vitest';
import { readHeader, readOrderRequest, readSetupRequest } from '../../../server/punchout/cxml-read.ts';
import { DEFAULT_XML_LIMITS, readXml, textAt, XmlRefused } from '../../../server/punchout/safe-xml.ts';
import { BILLION_LAUGHS, orderRequest, setupRequest, XXE } from '../../helpers/punchout/cxml-samples.ts';

const credentials = { clientId: 'oc_test_client', clientSecret: 's3cr3t&<"' };

function refusal(body: string, limits = DEFAULT_XML_LIMITS): string {
  try {
    readXml(body, limits);
  } catch (error) {
    if (error instanceof XmlRefused) return error.reason;
    throw error;
  }
  return 'read';
}

describe('the PunchOut XML reader', () => {
  it('reads a cXML PunchOutSetupRequest with its DOCTYPE, entities and character references', () => {
    const escaped = { clientId: 'oc_test_client', clientSecret: 'a&amp;b&#x3C;c&#34;' };
    const root = readXml(setupRequest(escaped, { browserFormPost: 'https://buyer.example/punchout?x=1&amp;y=2' }));
    const header = readHeader(root);
    expect(header).toMatchObject({
      clientId: 'oc_test_client',
      clientSecret: 'a&b<c"',
      from: { domain: 'NetworkID', identity: 'AN01000000087' },
    });
    expect(readSetupRequest(root)).toEqual({
      operation: 'create',
      buyerCookie: 'c4b8e1f0-2d1a-4b7e-9d3e-punchout',
      browserFormPost: 'https://buyer.example/punchout?x=1&y=2',
    });
    expect(textAt(root, 'Request', 'PunchOutSetupRequest', 'Contact', 'Name')).toBe('王采购');
  });

  it('reads an OrderRequest: PO number, ship-to address id, cost centre and lines', () => {
    const root = readXml(
      orderRequest(credentials, {
        payloadId: 'p1@buyer',
        orderId: 'PO-2026-0042',
        addressId: '7',
        costCentre: 'CC-610',
        total: '25.00',
        lines: [{ partId: 'FN-3065', auxiliaryId: 'DL00001', quantity: 2, unitPrice: '12.50' }],
      }).replace('s3cr3t&<"', 'x'),
    );
    expect(readOrderRequest(root)).toMatchObject({
      orderId: 'PO-2026-0042',
      costCentre: 'CC-610',
      currency: 'CNY',
      shipTo: { addressId: '7', city: '苏州', deliverTo: '陈工' },
      lines: [{ lineNumber: 1, quantity: 2, supplierPartId: 'FN-3065', auxiliaryId: 'DL00001', unitPrice: '12.50' }],
    });
  });

  it('refuses entity declarations (billion laughs, XXE) and undeclared entities without expanding anything', () => {
    expect(refusal(BILLION_LAUGHS)).toBe('doctype-subset');
    expect(refusal(XXE)).toBe('doctype-subset');
    expect(refusal('<cXML><a>&xxe;</a></cXML>')).toBe('entity');
    expect(refusal('<cXML a="&lol;"/>')).toBe('entity');
    expect(refusal('<cXML><!ENTITY x "y"></cXML>')).toBe('doctype-subset');
  });

  it('refuses documents over the byte, depth, element and attribute bounds', () => {
    const limits = { ...DEFAULT_XML_LIMITS, maxBytes: 1000, maxDepth: 5, maxElements: 20, maxAttributes: 3 };
    expect(refusal(`<cXML>${'x'.repeat(1000)}</cXML>`, limits)).toBe('too-large');
    expect(refusal('<a><a><a><a><a><a/></a></a></a></a></a>', limits)).toBe('too-deep');
    expect(refusal('<a><a><a><a><a/></a></a></a></a>', limits)).toBe('read');
    expect(refusal(`<a>${'<b/>'.repeat(20)}</a>`, limits)).toBe('too-many-elements');
    expect(refusal('<a p="1" q="2" r="3" s="4"/>', limits)).toBe('too-many-elements');
    // multi-byte characters count as bytes, not characters
    expect(refusal(`<a>${'采'.repeat(400)}</a>`, limits)).toBe('too-large');
  });

  it('refuses what is not well-formed', () => {
    for (const bad of [
      '',
      'plain',
      '<a>',
      '<a></b>',
      '<a x=1/>',
      '<a x="1" x="2"/>',
      '<a/><b/>',
      '<a>&#0;</a>',
      '<a>&amp</a>',
      '<a><![CDATA[x</a>',
    ]) {
      expect(refusal(bad), bad).toBe('malformed');
    }
    expect(refusal('<a><![CDATA[<&>]]></a>')).toBe('read');
    expect(readXml('<a><![CDATA[<&>]]></a>').text).toBe('<&>');
  });
});
