# HBase shell script written by HBase Schema Designer from customer-orders.json.
# Project: Customers and orders (SHOP)
# Target: HBase 2.5 or later
# Run it with:  hbase shell -n customer-orders.rb
#   -n stops at the first error with exit status 1.
# Creates: namespace SHOP, table SHOP:ORDERS_CONCAT, table SHOP:ORDERS

create_namespace 'SHOP'

# Bad: customer and order number glued together. Customer 'ann' with order 12 and customer 'ann1'
# with order 2 make the same key, and order 10 sorts before order 9.
create 'SHOP:ORDERS_CONCAT', {NAME => 'o', COMPRESSION => 'SNAPPY'}, {SPLITS => ['9', 'i', 'r']}

# Good: four hex digits of the customer's hash spread the writes, a \x00 byte ends the customer id,
# and the order number is a fixed-width binary long.
create 'SHOP:ORDERS',
  {NAME => 'o', COMPRESSION => 'SNAPPY'},
  {NUMREGIONS => 4, SPLITALGO => 'HexStringSplit'}

exit
