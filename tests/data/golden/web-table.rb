# HBase shell script written by HBase Schema Designer from web-table.json.
# Project: Reverse-domain web table (PAGES)
# Target: HBase 2.5 or later
# Run it with:  hbase shell -n web-table.rb
#   -n stops at the first error with exit status 1.
# Creates: namespace CRAWL, table CRAWL:PAGES_BY_HOST, table CRAWL:PAGES

create_namespace 'CRAWL'

# Bad: the host name as written, www.site1.com/path. Keys sort by subdomain first, so the pages of
# one site are scattered over every www, m, blog ... band, and reading a whole site is a full table
# scan.
create 'CRAWL:PAGES_BY_HOST',
  {NAME => 'c', VERSIONS => 3, COMPRESSION => 'SNAPPY', DATA_BLOCK_ENCODING => 'FAST_DIFF'},
  {SPLITS => ['api.site4', 'blog.site15', 'blog.site3', 'blog.site44', 'docs.site15', 'docs.site4',
   'm.site18', 'm.site32', 'm.site47', 'mail.site24', 'mail.site7', 'news.site26', 'news.site45',
   'shop.site2', 'shop.site37', 'www.site102', 'www.site12', 'www.site14', 'www.site16',
   'www.site177', 'www.site195', 'www.site213', 'www.site23', 'www.site248', 'www.site267',
   'www.site286', 'www.site303', 'www.site323', 'www.site342', 'www.site36', 'www.site38',
   'www.site4', 'www.site418', 'www.site437', 'www.site456', 'www.site475', 'www.site494',
   'www.site63', 'www.site8']}

# Good: the host name reversed label by label, com.site1.www/path, as in Bigtable's webtable. The
# pages of a site, and of all its subdomains, are neighbours, so reading one site is one prefix
# scan; the crawler splits the host into tld, site and sub before it writes.
create 'CRAWL:PAGES',
  {NAME => 'c', VERSIONS => 3, COMPRESSION => 'SNAPPY', DATA_BLOCK_ENCODING => 'FAST_DIFF'},
  {SPLITS => ['cn.site19', 'cn.site28', 'cn.site38', 'cn.site47', 'com.site105', 'com.site13',
   'com.site152', 'com.site17', 'com.site195', 'com.site217', 'com.site238', 'com.site26',
   'com.site28', 'com.site3', 'com.site324', 'com.site347', 'com.site37', 'com.site393',
   'com.site416', 'com.site44', 'com.site46', 'com.site484', 'com.site56', 'com.site8', 'd',
   'de.site3', 'de.site5', 'io.site3', 'j', 'jp.site4', 'net.site15', 'net.site26', 'net.site38',
   'net.site5', 'org.site16', 'org.site26', 'org.site38', 'org.site5', 'uk.site25']}

exit
