-- workload.sql: the SQL workload of Spillway's real-code corpus (written here).
-- Deterministic: no random(), no 'now', every result ordered. Run it as
--   sqlite3 :memory: < workload.sql         (rv64: SQLite's own shell)
--   sqlrun < workload.sql                   (rv32: bench/real-code/sqlite/sqlrun.c)
-- Both print each result row as its columns joined by '|'.

PRAGMA cache_size = 2000;
CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL, category INTEGER, price REAL, qty INTEGER, note TEXT);
CREATE TABLE category(id INTEGER PRIMARY KEY, label TEXT UNIQUE);
CREATE TABLE sale(id INTEGER PRIMARY KEY, item_id INTEGER REFERENCES item(id), day INTEGER, amount INTEGER);

WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 11)
INSERT INTO category SELECT i, 'cat-' || char(65 + i) || printf('%02d', i * 7 % 13) FROM c;

BEGIN;
WITH RECURSIVE c(i, h) AS (
  SELECT 1, 2166136261
  UNION ALL
  SELECT i + 1, (((h | (i * 2654435761 % 4294967296)) - (h & (i * 2654435761 % 4294967296))) * 16777619) % 4294967296
  FROM c WHERE i < 10000)
INSERT INTO item(id, name, category, price, qty, note)
SELECT i,
       'item' || substr('abcdefghijklmnopqrstuvwxyz', h % 26 + 1, 1) || (h % 1000),
       h % 12,
       round((h % 100000) / 100.0 + 0.99, 2),
       h % 97,
       CASE WHEN h % 5 = 0 THEN NULL ELSE hex(h % 65536) END
FROM c;
COMMIT;

BEGIN;
WITH RECURSIVE s(i, x) AS (
  SELECT 1, 7
  UNION ALL
  SELECT i + 1, (x * 1103515245 + 12345) % 2147483648 FROM s WHERE i < 30000)
INSERT INTO sale(id, item_id, day, amount) SELECT i, x % 10000 + 1, x % 365, (x >> 8) % 50 + 1 FROM s;
COMMIT;

CREATE INDEX item_cat ON item(category, price);
CREATE INDEX sale_item ON sale(item_id, day);
CREATE VIEW revenue AS
  SELECT i.category AS category, s.day AS day, sum(s.amount * i.price) AS total, count(*) AS n
  FROM sale s JOIN item i ON i.id = s.item_id GROUP BY i.category, s.day;

SELECT 'counts', (SELECT count(*) FROM item), (SELECT count(*) FROM sale), (SELECT count(*) FROM category);
SELECT 'prices', printf('%.2f', min(price)), printf('%.2f', max(price)), printf('%.4f', avg(price)), total(qty) FROM item;
SELECT c.label, count(*), printf('%.2f', sum(i.price)), max(i.qty) FROM item i JOIN category c ON c.id = i.category
  GROUP BY c.label ORDER BY c.label;
SELECT category, printf('%.2f', sum(total)), sum(n) FROM revenue GROUP BY category HAVING sum(n) > 2450 ORDER BY 2 DESC;
SELECT day, printf('%.2f', total), rank() OVER (ORDER BY total DESC) FROM revenue WHERE category = 3 ORDER BY total DESC, day LIMIT 5;

-- window functions
SELECT id, price,
       printf('%.2f', sum(price) OVER w), printf('%.3f', avg(price) OVER w),
       lag(id, 1, -1) OVER (ORDER BY id), lead(qty) OVER (ORDER BY id),
       ntile(4) OVER (ORDER BY price, id), dense_rank() OVER (ORDER BY qty)
FROM item WHERE id BETWEEN 100 AND 112 WINDOW w AS (ORDER BY id ROWS BETWEEN 2 PRECEDING AND 1 FOLLOWING)
ORDER BY id;
SELECT category, id, price, row_number() OVER (PARTITION BY category ORDER BY price DESC, id) AS r
FROM item WHERE qty = 42 ORDER BY category, r LIMIT 20;
SELECT 'percent', printf('%.4f', percent_rank() OVER (ORDER BY amount)), printf('%.4f', cume_dist() OVER (ORDER BY amount)),
       first_value(day) OVER (ORDER BY id), last_value(day) OVER (ORDER BY id ROWS BETWEEN CURRENT ROW AND 3 FOLLOWING)
FROM sale WHERE item_id < 5 ORDER BY id;

-- joins, subqueries, set operations
SELECT i.id, i.name, (SELECT count(*) FROM sale s WHERE s.item_id = i.id) AS nsales
FROM item i WHERE i.id IN (SELECT item_id FROM sale WHERE amount = 50 AND day < 3) ORDER BY nsales DESC, i.id LIMIT 10;
SELECT count(*) FROM item WHERE NOT EXISTS (SELECT 1 FROM sale WHERE sale.item_id = item.id);
SELECT name FROM item WHERE id < 40 UNION SELECT label FROM category INTERSECT SELECT label FROM category WHERE id % 2 = 0 ORDER BY 1;
SELECT category FROM item WHERE id < 1000 EXCEPT SELECT id FROM category WHERE id > 5 ORDER BY 1;
SELECT a.id, b.id FROM item a LEFT JOIN item b ON b.id = a.id * 1000 WHERE a.id <= 25 AND a.id % 4 = 1 ORDER BY a.id;

-- strings, LIKE, GLOB, printf, json
SELECT count(*), sum(length(note)), max(note), min(note) FROM item WHERE note LIKE '%3_3%';
SELECT count(*) FROM item WHERE name GLOB 'item[a-e]1*';
SELECT upper(name), lower('MiXeD'), replace(name, 'item', 'it'), instr(name, '7'), substr(name, -3), trim('  x  '),
       quote(note), unicode('€'), char(9731), length(CAST(x'00410042' AS BLOB)), hex(zeroblob(3))
FROM item WHERE id IN (7, 77, 777) ORDER BY id;
SELECT printf('%5d|%-8s|%08.3f|%x|%e|%c|%q|%w|%!.3g', id, name, price, id * 1234, price * 1e10, 'zebra', 'it''s', 'a"b', price)
FROM item WHERE id % 2500 = 0 ORDER BY id;
SELECT json_object('id', id, 'name', name, 'tags', json_array(category, qty, note)) FROM item WHERE id <= 3 ORDER BY id;
SELECT json_extract('{"a":[1,2,{"b":"c"}],"d":3.5}', '$.a[2].b'), json_array_length('[1,2,3,[4]]'), json_valid('{"x":}'),
       json_set('{"a":1}', '$.b', json('[true,null]')), json_remove('[0,1,2,3]', '$[1]', '$[1]');
SELECT key, value, type FROM json_each('{"x":1,"y":[2,3],"z":{"w":"v"}}') ORDER BY key;
SELECT group_concat(value, ';') FROM (SELECT value FROM json_tree('[1,[2,[3,[4]]]]') WHERE atom IS NOT NULL ORDER BY id);

-- dates with fixed inputs
SELECT date('2024-02-28', '+1 day'), datetime('2000-01-01 00:00:00', '+1000000 seconds'), julianday('2024-03-01') - julianday('2023-03-01'),
       strftime('%Y/%m/%d %H-%M-%S %j %w', '2026-11-27 11:38:05'), date('2024-01-31', '+1 month'), time('12:00', '-90 minutes');

-- math
SELECT printf('%.10f %.10f %.10f %.10f', sqrt(2), exp(1), ln(10), atan2(1, 2)), pow(2, 10), ceil(-1.5), floor(-1.5),
       mod(17, 5), 7 / 2, 7 / 2.0, -7 % 3, 1 << 40, abs(-9223372036854775807), round(2.5), round(-2.5), round(1234.5678, -2);
SELECT typeof(1), typeof(1.0), typeof('1'), typeof(x'01'), typeof(NULL), 1 = 1.0, '1' = 1, CAST('12abc' AS INTEGER), CAST(3.99 AS INT);

-- recursive CTEs: mandelbrot, a Collatz table, Fibonacci with big integers kept as text
WITH RECURSIVE
  xaxis(x) AS (VALUES(-2.0) UNION ALL SELECT x + 0.05 FROM xaxis WHERE x < 1.2),
  yaxis(y) AS (VALUES(-1.0) UNION ALL SELECT y + 0.1 FROM yaxis WHERE y < 1.0),
  m(iter, cx, cy, x, y) AS (
    SELECT 0, x, y, 0.0, 0.0 FROM xaxis, yaxis
    UNION ALL
    SELECT iter + 1, cx, cy, x * x - y * y + cx, 2.0 * x * y + cy FROM m WHERE (x * x + y * y) < 4.0 AND iter < 28),
  m2(iter, cx, cy) AS (SELECT max(iter), cx, cy FROM m GROUP BY cx, cy),
  a(t) AS (SELECT group_concat(substr(' .+*#', 1 + min(iter / 7, 4), 1), '') FROM m2 GROUP BY cy ORDER BY cy)
SELECT group_concat(rtrim(t), x'0a') FROM a;
WITH RECURSIVE seq(v) AS (SELECT 1 UNION ALL SELECT v + 1 FROM seq WHERE v < 300),
collatz(start, n, steps) AS (
  SELECT v, v, 0 FROM seq
  UNION ALL
  SELECT start, CASE WHEN n % 2 THEN 3 * n + 1 ELSE n / 2 END, steps + 1 FROM collatz WHERE n > 1)
SELECT start, max(steps) FROM collatz GROUP BY start ORDER BY 2 DESC, 1 LIMIT 5;
WITH RECURSIVE fib(i, a, b) AS (SELECT 1, 0, 1 UNION ALL SELECT i + 1, b, a + b FROM fib WHERE i < 90)
SELECT i, a FROM fib WHERE i % 15 = 0;

-- updates, deletes, upsert, triggers, savepoints
CREATE TABLE audit(item_id INTEGER, old_qty INTEGER, new_qty INTEGER);
CREATE TRIGGER item_qty AFTER UPDATE OF qty ON item WHEN new.qty > 95 BEGIN
  INSERT INTO audit VALUES (new.id, old.qty, new.qty);
END;
UPDATE item SET qty = qty + 3 WHERE category = 7;
SELECT count(*), sum(new_qty - old_qty), min(item_id), max(item_id) FROM audit;
SAVEPOINT sp1;
DELETE FROM sale WHERE amount < 10;
SELECT 'after delete', count(*) FROM sale;
ROLLBACK TO sp1;
RELEASE sp1;
SELECT 'after rollback', count(*) FROM sale;
CREATE TABLE kv(k TEXT PRIMARY KEY, v INTEGER) WITHOUT ROWID;
INSERT INTO kv SELECT name, count(*) FROM item GROUP BY name;
INSERT INTO kv VALUES ('itema1', 100) ON CONFLICT(k) DO UPDATE SET v = v + excluded.v;
INSERT INTO kv VALUES ('zzz', 1) ON CONFLICT DO NOTHING;
SELECT count(*), sum(v), (SELECT v FROM kv WHERE k = 'itema1') FROM kv;
DELETE FROM item WHERE id % 3 = 0;
UPDATE item SET price = price * 1.1, note = coalesce(note, 'none') WHERE id % 7 = 1;
SELECT count(*), printf('%.2f', sum(price)), count(note), sum(note = 'none') FROM item;
REINDEX;
VACUUM;
SELECT count(*) FROM item INDEXED BY item_cat WHERE category = 5 AND price > 500;
PRAGMA integrity_check;

-- full-text search (FTS5) and R*Tree
CREATE VIRTUAL TABLE doc USING fts5(title, body);
INSERT INTO doc SELECT 'title ' || id, group_concat(name, ' ') FROM (SELECT id / 10 AS id, name FROM item WHERE id < 3000) GROUP BY id;
SELECT count(*) FROM doc WHERE doc MATCH 'itemq* OR itemz1*';
SELECT title, printf('%.3f', bm25(doc)) FROM doc WHERE doc MATCH 'itema1* AND itemb*' ORDER BY bm25(doc), title LIMIT 5;
SELECT title, snippet(doc, 1, '[', ']', '...', 4) FROM doc WHERE doc MATCH 'itemk5*' ORDER BY rowid LIMIT 3;
CREATE VIRTUAL TABLE box USING rtree(id, x0, x1, y0, y1);
INSERT INTO box SELECT id, price, price + qty, qty, qty + category FROM item WHERE id < 5000;
SELECT count(*) FROM box WHERE x0 >= 100 AND x1 <= 300 AND y0 >= 10 AND y1 <= 40;
SELECT id FROM box WHERE x0 BETWEEN 500 AND 510 ORDER BY id LIMIT 10;

-- sorting a large result
SELECT sum(length(s)), min(s), max(s) FROM (SELECT name || '-' || printf('%06.2f', price) AS s FROM item ORDER BY note, s);
SELECT 'done';
