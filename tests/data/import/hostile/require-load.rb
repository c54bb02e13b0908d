require '/tmp/hbd-hostile-library'
load '/tmp/hbd-hostile-tables.rb'
create 'after_require', 'f'
