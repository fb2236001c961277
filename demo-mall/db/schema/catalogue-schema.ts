// The catalogue's tables (docs/adr/0080): written once by a seed on an empty database, then only read. A product or
// SKU row keeps its full shape as JSON (`doc`, what detail pages show) next to the columns lists filter and sort on,
// each with the index its listing needs; `catalogue_search` is the FTS5 trigram index of the searched text.
export const CATALOGUE_SCHEMA = `
CREATE TABLE catalogue_categories (
  store_category_id  INTEGER PRIMARY KEY,
  pid                INTEGER NOT NULL,
  level              INTEGER NOT NULL,
  doc                TEXT NOT NULL
);
CREATE INDEX catalogue_categories_pid ON catalogue_categories (pid);

CREATE TABLE catalogue_merchants (
  mer_id  INTEGER PRIMARY KEY,
  doc     TEXT NOT NULL
);

CREATE TABLE catalogue_merchant_categories (
  store_category_id  INTEGER PRIMARY KEY,
  mer_id             INTEGER NOT NULL,
  doc                TEXT NOT NULL
);
CREATE INDEX catalogue_merchant_categories_mer ON catalogue_merchant_categories (mer_id);

CREATE TABLE catalogue_brands (
  brand_id  INTEGER PRIMARY KEY,
  doc       TEXT NOT NULL
);

CREATE TABLE catalogue_products (
  product_id      INTEGER PRIMARY KEY,
  product_type    INTEGER NOT NULL,
  old_product_id  INTEGER NOT NULL,
  mer_id          INTEGER NOT NULL,
  cate_id         INTEGER NOT NULL,
  cate_mid        INTEGER NOT NULL,
  cate_top        INTEGER NOT NULL,
  mer_cate_id     INTEGER NOT NULL,
  brand_id        INTEGER NOT NULL,
  price           INTEGER NOT NULL,
  stock           INTEGER NOT NULL,
  sales           INTEGER NOT NULL,
  star            INTEGER NOT NULL,
  rank            INTEGER NOT NULL,
  sort            INTEGER NOT NULL,
  rate            REAL NOT NULL,
  reply_count     INTEGER NOT NULL,
  is_new          INTEGER NOT NULL,
  is_hot          INTEGER NOT NULL,
  is_best         INTEGER NOT NULL,
  is_good         INTEGER NOT NULL,
  create_time     TEXT NOT NULL,
  store_name      TEXT NOT NULL,
  -- the model number its name ends with (型号, quick order's codes); NULL without one
  model           TEXT,
  doc             TEXT NOT NULL
);
CREATE INDEX catalogue_products_leaf ON catalogue_products (cate_id, product_type);
CREATE INDEX catalogue_products_mid ON catalogue_products (cate_mid, product_type);
CREATE INDEX catalogue_products_top ON catalogue_products (cate_top, product_type);
CREATE INDEX catalogue_products_merchant ON catalogue_products (mer_id, product_type);
CREATE INDEX catalogue_products_model ON catalogue_products (model, product_id) WHERE model IS NOT NULL;
CREATE INDEX catalogue_products_brand ON catalogue_products (brand_id, product_type);
CREATE INDEX catalogue_products_star ON catalogue_products (product_type, star DESC, sort DESC, product_id);
CREATE INDEX catalogue_products_sales ON catalogue_products (product_type, sales DESC, product_id);
CREATE INDEX catalogue_products_price ON catalogue_products (product_type, price, product_id);
CREATE INDEX catalogue_products_created ON catalogue_products (product_type, create_time DESC, product_id);
-- the flagged lists (热卖, 精品, 推荐, 新品), each in the order it is shown in
CREATE INDEX catalogue_products_hot ON catalogue_products (sales DESC, product_id) WHERE product_type = 0 AND is_hot = 1;
CREATE INDEX catalogue_products_best ON catalogue_products (star DESC, rank DESC, product_id) WHERE product_type = 0 AND is_best = 1;
CREATE INDEX catalogue_products_good ON catalogue_products (sales DESC, product_id) WHERE product_type = 0 AND is_good = 1;
CREATE INDEX catalogue_products_new ON catalogue_products (create_time DESC, product_id) WHERE product_type = 0 AND is_new = 1;

CREATE TABLE catalogue_skus (
  sku_unique  TEXT PRIMARY KEY,
  product_id  INTEGER NOT NULL,
  position    INTEGER NOT NULL,
  price       INTEGER NOT NULL,
  stock       INTEGER NOT NULL,
  bar_code    TEXT NOT NULL,
  doc         TEXT NOT NULL
);
CREATE INDEX catalogue_skus_product ON catalogue_skus (product_id, position);
CREATE INDEX catalogue_skus_bar_code ON catalogue_skus (bar_code);

CREATE TABLE catalogue_product_params (
  product_id    INTEGER NOT NULL,
  parameter_id  INTEGER NOT NULL,
  value         TEXT NOT NULL,
  PRIMARY KEY (product_id, parameter_id)
) WITHOUT ROWID;
CREATE INDEX catalogue_product_params_value ON catalogue_product_params (parameter_id, value);

CREATE TABLE catalogue_parameters (
  parameter_id  INTEGER PRIMARY KEY,
  name          TEXT NOT NULL UNIQUE
);

CREATE TABLE catalogue_reviews (
  reply_id     INTEGER PRIMARY KEY,
  product_id   INTEGER NOT NULL,
  create_time  TEXT NOT NULL,
  doc          TEXT NOT NULL
);
CREATE INDEX catalogue_reviews_product ON catalogue_reviews (product_id, create_time DESC, reply_id);

-- small fixed sets that do not grow with the catalogue: seckill slots and infos, presell plans, coupon definitions
CREATE TABLE catalogue_extras (
  key  TEXT PRIMARY KEY,
  doc  TEXT NOT NULL
);

CREATE VIRTUAL TABLE catalogue_search USING fts5 (text, tokenize = 'trigram');
-- the same text with every character doubled ("手套" → "手手套套"): a two-character word doubled is four characters,
-- which the trigram index finds, and matches only where the word itself stands (docs/adr/0080)
CREATE VIRTUAL TABLE catalogue_search_pairs USING fts5 (text, content = '', tokenize = 'trigram');
`;
