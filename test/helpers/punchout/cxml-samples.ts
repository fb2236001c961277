// cXML 1.2 requests as Ariba, Coupa and SAP Ariba buyers send them (Header with From/To/Sender credentials, the
// DOCTYPE naming the public cXML DTD), with what a test varies as parameters.

export interface SampleCredentials {
  clientId: string;
  clientSecret: string;
}

function header(credentials: SampleCredentials): string {
  return `<Header>
    <From><Credential domain="NetworkID"><Identity>AN01000000087</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>654321987</Identity></Credential></To>
    <Sender>
      <Credential domain="NetworkID"><Identity>${credentials.clientId}</Identity><SharedSecret>${credentials.clientSecret}</SharedSecret></Credential>
      <UserAgent>Ariba Buyer 14s2</UserAgent>
    </Sender>
  </Header>`;
}

const PROLOG = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">`;

export function setupRequest(
  credentials: SampleCredentials,
  options: { browserFormPost: string; buyerCookie?: string; payloadId?: string },
): string {
  return `${PROLOG}
<cXML payloadID="${options.payloadId ?? '1733600000000.4242.setup@buyer.example'}" timestamp="2026-12-07T19:45:00+08:00" xml:lang="zh-CN">
  ${header(credentials)}
  <Request deploymentMode="production">
    <PunchOutSetupRequest operation="create">
      <BuyerCookie>${options.buyerCookie ?? 'c4b8e1f0-2d1a-4b7e-9d3e-punchout'}</BuyerCookie>
      <Extrinsic name="UserEmail">caigou@example.com</Extrinsic>
      <Extrinsic name="CostCenter">610</Extrinsic>
      <BrowserFormPost><URL>${options.browserFormPost}</URL></BrowserFormPost>
      <Contact role="endUser"><Name xml:lang="zh-CN">王采购</Name><Email>caigou@example.com</Email></Contact>
      <SupplierSetup><URL>https://shop.example.com/punchout/cxml/setup</URL></SupplierSetup>
      <ShipTo><Address addressID="SH-01"><Name xml:lang="zh-CN">上海仓</Name></Address></ShipTo>
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}

export interface SampleOrderLine {
  partId: string;
  auxiliaryId: string;
  quantity: number;
  unitPrice: string;
}

export function orderRequest(
  credentials: SampleCredentials,
  options: { payloadId: string; orderId: string; addressId: string; lines: SampleOrderLine[]; costCentre?: string; total: string },
): string {
  const items = options.lines
    .map(
      (line, index) => `<ItemOut quantity="${line.quantity}" lineNumber="${index + 1}">
      <ItemID><SupplierPartID>${line.partId}</SupplierPartID><SupplierPartAuxiliaryID>${line.auxiliaryId}</SupplierPartAuxiliaryID></ItemID>
      <ItemDetail>
        <UnitPrice><Money currency="CNY">${line.unitPrice}</Money></UnitPrice>
        <Description xml:lang="zh-CN">商品</Description>
        <UnitOfMeasure>EA</UnitOfMeasure>
        <Classification domain="DL-CATEGORY">0</Classification>
      </ItemDetail>
      ${
        options.costCentre
          ? `<Distribution><Accounting name="DistributionCharge"><AccountingSegment id="${options.costCentre}"><Name xml:lang="en">Cost Center</Name><Description xml:lang="en">Cost Center</Description></AccountingSegment></Accounting><Charge><Money currency="CNY">${line.unitPrice}</Money></Charge></Distribution>`
          : ''
      }
    </ItemOut>`,
    )
    .join('\n');
  return `${PROLOG}
<cXML payloadID="${options.payloadId}" timestamp="2026-12-07T20:00:00+08:00" xml:lang="zh-CN">
  ${header(credentials)}
  <Request deploymentMode="production">
    <OrderRequest>
      <OrderRequestHeader orderID="${options.orderId}" orderDate="2026-12-07T20:00:00+08:00" type="new">
        <Total><Money currency="CNY">${options.total}</Money></Total>
        <ShipTo>
          <Address addressID="${options.addressId}">
            <Name xml:lang="zh-CN">苏州恒泰精密机械有限公司</Name>
            <PostalAddress name="default"><DeliverTo>陈工</DeliverTo><Street>工业园区星湖街 1 号</Street><City>苏州</City><State>江苏</State><PostalCode>215000</PostalCode><Country isoCountryCode="CN">中国</Country></PostalAddress>
          </Address>
        </ShipTo>
        <Comments xml:lang="zh-CN">请工作日送货</Comments>
      </OrderRequestHeader>
      ${items}
    </OrderRequest>
  </Request>
</cXML>`;
}

/** The classic billion laughs: nine levels of ten references each, declared in an internal subset. */
export const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE cXML [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<cXML payloadID="x@y"><Header/><Request><PunchOutSetupRequest><BuyerCookie>&lol9;</BuyerCookie></PunchOutSetupRequest></Request></cXML>`;

/** An external entity naming a local file (XXE). */
export const XXE = `<?xml version="1.0"?>
<!DOCTYPE cXML [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
<cXML payloadID="x@y"><Header/><Request><PunchOutSetupRequest><BuyerCookie>&xxe;</BuyerCookie></PunchOutSetupRequest></Request></cXML>`;
