-- Counters (views, impressions, contacts) are updated all day long. With room left on each page the
-- new row version stays on the same page and no index is touched (a HOT update); on a full page every
-- update wrote an entry in each of the table's twelve indexes. Applies to pages written from now on.
ALTER TABLE "properties" SET (fillfactor = 90);
