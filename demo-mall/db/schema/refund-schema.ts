// The after-sales tables (docs/mall-api.md §3.8), added by one migration of db/migrations.ts: refund orders,
// the order products each one covers, and the payouts. A payout row is unique per refund order, so money
// cannot go back twice for one request whatever the number of clicks.
export const AFTER_SALES_SCHEMA = `
CREATE TABLE refund_orders (
  refund_order_id       INTEGER PRIMARY KEY AUTOINCREMENT,
  refund_order_sn       TEXT NOT NULL UNIQUE,
  order_id              INTEGER NOT NULL REFERENCES orders (order_id),
  principal             TEXT NOT NULL,
  mer_id                INTEGER NOT NULL,
  -- 1 仅退款, 2 退货退款
  refund_type           INTEGER NOT NULL CHECK (refund_type IN (1, 2)),
  refund_message        TEXT NOT NULL,
  refund_price_fen      INTEGER NOT NULL CHECK (refund_price_fen >= 0),
  refund_postage_fen    INTEGER NOT NULL CHECK (refund_postage_fen >= 0),
  refund_num            INTEGER NOT NULL CHECK (refund_num > 0),
  -- points the order paid with that go back with this refund
  integral              INTEGER NOT NULL DEFAULT 0,
  mark                  TEXT NOT NULL DEFAULT '',
  pics                  TEXT NOT NULL DEFAULT '[]',
  -- 0 待审核, -1 审核未通过, 1 待退货, 2 待收货(商家), 3 已退款, -10 已取消
  status                INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, -1, 1, 2, 3, -10)),
  status_time           TEXT NOT NULL,
  fail_message          TEXT NOT NULL DEFAULT '',
  mer_delivery_user     TEXT NOT NULL DEFAULT '',
  mer_delivery_address  TEXT NOT NULL DEFAULT '',
  phone                 TEXT NOT NULL DEFAULT '',
  delivery_type         TEXT NOT NULL DEFAULT '',
  delivery_id           TEXT NOT NULL DEFAULT '',
  delivery_phone        TEXT NOT NULL DEFAULT '',
  delivery_mark         TEXT NOT NULL DEFAULT '',
  delivery_pics         TEXT NOT NULL DEFAULT '[]',
  delivery_time         TEXT,
  -- when the merchant confirmed the returned goods arrived
  received_time         TEXT,
  -- the request's normalised content: a double submit finds its twin
  request_key           TEXT NOT NULL,
  is_del                INTEGER NOT NULL DEFAULT 0,
  create_time           TEXT NOT NULL,
  create_unix           INTEGER NOT NULL
);
CREATE INDEX refund_orders_by_principal ON refund_orders (principal, refund_order_id);
CREATE INDEX refund_orders_by_order ON refund_orders (order_id);

CREATE TABLE refund_products (
  refund_product_id   INTEGER PRIMARY KEY AUTOINCREMENT,
  refund_order_id     INTEGER NOT NULL REFERENCES refund_orders (refund_order_id),
  order_product_id    INTEGER NOT NULL REFERENCES order_products (order_product_id),
  refund_num          INTEGER NOT NULL CHECK (refund_num > 0),
  -- this product's part of the refund, postage included
  refund_price_fen    INTEGER NOT NULL CHECK (refund_price_fen >= 0),
  refund_postage_fen  INTEGER NOT NULL CHECK (refund_postage_fen >= 0),
  refund_integral     INTEGER NOT NULL DEFAULT 0,
  UNIQUE (refund_order_id, order_product_id)
);
CREATE INDEX refund_products_by_order_product ON refund_products (order_product_id);

-- money handed back: to the balance (a bill row) or to the QR channel the order was paid through
CREATE TABLE refund_payouts (
  refund_order_id  INTEGER PRIMARY KEY REFERENCES refund_orders (refund_order_id),
  order_id         INTEGER NOT NULL,
  principal        TEXT NOT NULL,
  channel          TEXT NOT NULL,
  amount_fen       INTEGER NOT NULL CHECK (amount_fen >= 0),
  create_time      TEXT NOT NULL
);
CREATE INDEX refund_payouts_by_order ON refund_payouts (order_id);
`;
