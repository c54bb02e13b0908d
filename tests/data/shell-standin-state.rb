# The cluster state behind shell-standin.rb --state: what create_namespace, create, alter,
# split, disable, enable, drop and drop_namespace do to namespaces and tables, with the checks
# the HBase shell (hbase-shell/src/main/ruby/hbase/admin.rb) and master make
# (docs/hbase-reference.md §3.5, §5.4, §5.8, §5.11, §5.12). Deliberately stricter than HBase
# where HBase only prints a warning: an unknown key is an error, because a generated script must
# never rely on one. Family values are compared resolved (HBase's defaults filled in); table
# values as stored, because table_att_unset removes them.
#
# Each group runs for one HBase line, named by its first argument (@2.4, @2.5 or @3; 2.5 when
# none), which decides where CONFIGURATION goes and which codecs exist (hbase-reference.md §5.12):
# - 2.4 and 2.5 (branch-2 admin.rb, on HTableDescriptor): a table's CONFIGURATION goes through
#   HTableDescriptor.setConfiguration, which calls setValue: it is one of the table's values, and
#   table_conf_unset checks getConfigurationValue (getValue) and removes the value. A family's
#   CONFIGURATION is ColumnFamilyDescriptorBuilder's own configuration map.
# - 3 (master admin.rb, on TableDescriptorBuilder since HBASE-20819, apache/hbase PR #1959): the
#   CONFIGURATION of a table and of a family both go to setValue; table_conf_unset checks
#   tdb.build.getValue and calls tdb.setValue(key, nil).
# - hcd and update_htd_from_arg apply the named keys, then METADATA, then CONFIGURATION, whatever
#   the order in the hash.
# - Codecs: BROTLI and LZMA from 2.5; LZMA gone again in 3 (HBASE-28506).
require 'json'

FAMILY_DEFAULTS = {
  'VERSIONS' => '1', 'MIN_VERSIONS' => '0', 'TTL' => '2147483647', 'BLOCKSIZE' => '65536',
  'BLOOMFILTER' => 'ROW', 'COMPRESSION' => 'NONE', 'DATA_BLOCK_ENCODING' => 'NONE',
  'KEEP_DELETED_CELLS' => 'FALSE', 'IN_MEMORY' => 'false', 'BLOCKCACHE' => 'true',
  'REPLICATION_SCOPE' => '0', 'IS_MOB' => 'false', 'MOB_THRESHOLD' => '102400'
}.freeze
FAMILY_INTEGERS = %w[VERSIONS MIN_VERSIONS TTL BLOCKSIZE REPLICATION_SCOPE MOB_THRESHOLD].freeze
FAMILY_BOOLEANS = %w[IN_MEMORY BLOCKCACHE IS_MOB].freeze
COMPRESSIONS = {
  '2.4' => %w[NONE GZ SNAPPY LZ4 LZO ZSTD BZIP2],
  '2.5' => %w[NONE GZ SNAPPY LZ4 LZO ZSTD BZIP2 LZMA BROTLI],
  '3' => %w[NONE GZ SNAPPY LZ4 LZO ZSTD BZIP2 BROTLI]
}.freeze
FAMILY_ENUMS = {
  'COMPRESSION' => COMPRESSIONS['2.5'],
  'BLOOMFILTER' => %w[NONE ROW ROWCOL ROWPREFIX_FIXED_LENGTH],
  'DATA_BLOCK_ENCODING' => %w[NONE PREFIX DIFF FAST_DIFF ROW_INDEX_V1],
  'KEEP_DELETED_CELLS' => %w[FALSE TRUE TTL]
}.freeze
TABLE_INTEGERS = %w[MAX_FILESIZE MEMSTORE_FLUSHSIZE REGION_REPLICATION].freeze
TABLE_BOOLEANS = %w[READONLY COMPACTION_ENABLED NORMALIZATION_ENABLED].freeze
DURABILITIES = %w[USE_DEFAULT SKIP_WAL ASYNC_WAL SYNC_WAL FSYNC_WAL].freeze

class ShellError < StandardError; end

# The shell's and the master's rules, called from inside the BasicObject below.
module StandIn
  module_function

  # The HBase line the current group runs for.
  def dialect
    @dialect || '2.5'
  end

  def dialect=(value)
    refuse("unknown dialect #{value}") unless COMPRESSIONS.key?(value)
    @dialect = value
  end

  def configuration_is_a_value?(target)
    target == :table || dialect == '3'
  end

  # METADATA and CONFIGURATION last, in that order, as hcd and update_htd_from_arg apply them.
  def in_shell_order(spec)
    spec.reject { |k, _| %w[METADATA CONFIGURATION].include?(k) }.to_a +
      spec.select { |k, _| k == 'METADATA' }.to_a + spec.select { |k, _| k == 'CONFIGURATION' }.to_a
  end

  def refuse(message)
    raise ShellError, message
  end

  def full_name(name)
    name.include?(':') ? name : "default:#{name}"
  end

  def hex_of(bytes)
    bytes.b.unpack1('H*')
  end

  # NUMREGIONS + SPLITALGO as RegionSplitter computes them (docs/hbase-reference.md §2.2, §2.3).
  def algorithm_splits(algorithm, regions)
    refuse('Number of regions must be greater than 1') unless regions.is_a?(Integer) && regions > 1
    if algorithm == 'UniformSplit'
      size = (2**64) / regions
      return (1...regions).map { |i| [size * i].pack('Q>') }
    end
    last, radix = { 'HexStringSplit' => [0xFFFFFFFF, 16],
                    'DecimalStringSplit' => [99_999_999, 10] }.fetch(algorithm) do
      refuse("unknown SPLITALGO #{algorithm}")
    end
    size = (last + 1) / regions
    (1...regions).map { |i| (size * i).to_s(radix).rjust(8, '0') }
  end

  # A METADATA or CONFIGURATION hash: setValue / setConfiguration remove a key given nil or ''.
  def apply_map(target, hash)
    refuse('METADATA and CONFIGURATION must be hashes') unless hash.is_a?(Hash)
    hash.each do |k, v|
      if v.nil? || v.to_s.empty?
        target.delete(k.to_s)
      else
        target[k.to_s] = v.to_s
      end
    end
  end

  def integer_value(key, value)
    refuse("#{key} => #{value.inspect}: portable scripts write integers unquoted") unless value.is_a?(Integer)
    value.to_s
  end

  def boolean_value(key, value)
    refuse("#{key} => #{value.inspect}: expected true or false") unless [true, false].include?(value)
    value.to_s
  end

  # The shell's hcd: starts from the family as it is (or a new one) and sets only the keys given.
  def apply_family(family, spec)
    in_shell_order(spec).each do |key, value|
      next if key == 'NAME'

      if FAMILY_INTEGERS.include?(key)
        family[:values][key] = integer_value(key, value)
      elsif FAMILY_BOOLEANS.include?(key)
        family[:values][key] = boolean_value(key, value)
      elsif FAMILY_ENUMS.key?(key)
        name = key == 'DATA_BLOCK_ENCODING' ? value.to_s : value.to_s.upcase
        allowed = key == 'COMPRESSION' ? COMPRESSIONS[dialect] : FAMILY_ENUMS[key]
        refuse("#{key} #{value} is not supported") unless allowed.include?(name)
        family[:values][key] = name
      elsif key == 'METADATA'
        apply_map(family[:metadata], value)
      elsif key == 'CONFIGURATION'
        apply_map(configuration_is_a_value?(:family) ? family[:metadata] : family[:configuration], value)
      else
        refuse("unknown key for a column family: #{key}")
      end
    end
  end

  # update_htd_from_arg: the table attributes of a hash without NAME.
  def apply_table_attributes(table, spec)
    in_shell_order(spec).each do |key, value|
      if TABLE_INTEGERS.include?(key)
        table[:values][key] = integer_value(key, value)
      elsif TABLE_BOOLEANS.include?(key)
        table[:values][key] = boolean_value(key, value)
      elsif key == 'DURABILITY'
        refuse("DURABILITY #{value} is not supported") unless DURABILITIES.include?(value.to_s)
        table[:values][key] = value.to_s
      elsif key == 'METADATA'
        apply_map(table[:values], value)
      elsif key == 'CONFIGURATION'
        apply_map(configuration_is_a_value?(:table) ? table[:values] : table[:configuration], value)
      else
        refuse("unknown table attribute: #{key}")
      end
    end
  end

  def new_family
    { values: {}, metadata: {}, configuration: {} }
  end

  # TableDescriptorChecker.sanityCheck, the parts a design can break.
  def sanity_check(table)
    refuse('Table should have at least one column family.') if table[:families].empty?
    table[:families].each do |name, f|
      v = ::FAMILY_DEFAULTS.merge(f[:values])
      refuse("#{name}: MIN_VERSIONS > VERSIONS") if v['MIN_VERSIONS'].to_i > v['VERSIONS'].to_i
      refuse("#{name}: TTL <= 0") if v['TTL'].to_i <= 0
      refuse("#{name}: BLOCKSIZE out of range") unless (1024..16_777_216).cover?(v['BLOCKSIZE'].to_i)
    end
  end
end

class StatefulShell < BasicObject
  def self.const_missing(name)
    name.to_s
  end

  def initialize(state)
    @state = state
  end

  def create_namespace(name, *rest)
    ::StandIn.refuse("create_namespace takes no settings here: #{rest.inspect}") unless rest.empty?
    ::StandIn.refuse("namespace #{name} is reserved") if %w[default hbase].include?(name)
    ::StandIn.refuse("namespace #{name} exists") if @state[:namespaces].include?(name)
    @state[:namespaces] << name
  end

  def drop_namespace(name)
    ::StandIn.refuse("namespace #{name} does not exist") unless @state[:namespaces].include?(name)
    if @state[:tables].keys.any? { |t| t.start_with?("#{name}:") }
      ::StandIn.refuse("namespace #{name} has tables")
    end
    @state[:namespaces].delete(name)
  end

  def create(table_name, *args)
    name = ::StandIn.full_name(table_name)
    ::StandIn.refuse("table #{name} exists") if @state[:tables].key?(name)
    ns = name.split(':').first
    unless ns == 'default' || @state[:namespaces].include?(ns)
      ::StandIn.refuse("namespace #{ns} does not exist")
    end
    table = { enabled: true, values: {}, configuration: {}, families: {}, splits: [] }
    args.flatten.each do |arg|
      arg = { 'NAME' => arg } if arg.is_a?(::String)
      if arg.key?('NAME')
        family = ::StandIn.new_family
        ::StandIn.apply_family(family, arg)
        table[:families][arg['NAME']] = family
        next
      end
      arg = arg.dup
      if arg.key?('SPLITS')
        table[:splits] = arg.delete('SPLITS').map { |k| ::StandIn.send(:to_bytes_binary, k) }
      elsif arg.key?('NUMREGIONS') || arg.key?('SPLITALGO')
        table[:splits] = ::StandIn.algorithm_splits(arg.delete('SPLITALGO'), arg.delete('NUMREGIONS'))
      end
      ::StandIn.refuse('SPLITS_FILE is not modelled here') if arg.key?('SPLITS_FILE')
      ::StandIn.apply_table_attributes(table, arg)
    end
    ::StandIn.refuse('Empty split key must not be passed') if table[:splits].include?('')
    ::StandIn.refuse('All split keys must be unique') if table[:splits].uniq.size != table[:splits].size
    ::StandIn.sanity_check(table)
    @state[:tables][name] = table
  end

  def alter(table_name, *args)
    name = ::StandIn.full_name(table_name)
    table = @state[:tables][name] or ::StandIn.refuse("Can't find a table: #{name}")
    ::StandIn.refuse('There should be at least one argument but the table name') if args.empty?
    changed = ::Marshal.load(::Marshal.dump(table))
    args.each do |arg|
      arg = { 'NAME' => arg } if arg.is_a?(::String)
      arg = arg.dup
      method = arg.delete('METHOD')
      if method.nil? && arg.key?('NAME')
        family = changed[:families][arg['NAME']] || ::StandIn.new_family
        ::StandIn.apply_family(family, arg)
        changed[:families][arg['NAME']] = family
      elsif method == 'delete'
        unless changed[:families].delete(arg['NAME'])
          ::StandIn.refuse("no family #{arg['NAME']} to delete")
        end
      elsif %w[table_att_unset table_conf_unset].include?(method)
        attribute = method == 'table_att_unset' || ::StandIn.configuration_is_a_value?(:table)
        target = attribute ? changed[:values] : changed[:configuration]
        what = method == 'table_att_unset' ? 'attribute' : 'configuration'
        [arg['NAME']].flatten.each do |key|
          ::StandIn.refuse("Could not find #{what}: #{key}") unless target.key?(key)
          target.delete(key)
        end
      elsif method.nil? || method == 'table_att'
        ::StandIn.apply_table_attributes(changed, arg)
      else
        ::StandIn.refuse("Unknown method: #{method}")
      end
    end
    ::StandIn.sanity_check(changed)
    if table[:enabled] &&
       changed[:values]['REGION_REPLICATION'] != table[:values]['REGION_REPLICATION']
      ::StandIn.refuse('REGION_REPLICATION change is not supported for enabled tables')
    end
    @state[:tables][name] = changed
  end

  # admin.rb split: the point is split_point.to_java_bytes, the Ruby string's own bytes.
  def split(table_name, point)
    name = ::StandIn.full_name(table_name)
    table = @state[:tables][name] or ::StandIn.refuse("Table #{name} does not exist")
    ::StandIn.refuse("Table #{name} is disabled") unless table[:enabled]
    key = point.b
    ::StandIn.refuse('split point is empty') if key.empty?
    ::StandIn.refuse('split point is already a region boundary') if table[:splits].include?(key)
    table[:splits] << key
  end

  def disable(table_name)
    table = @state[:tables][::StandIn.full_name(table_name)] or ::StandIn.refuse("no table #{table_name}")
    table[:enabled] = false
  end

  def enable(table_name)
    table = @state[:tables][::StandIn.full_name(table_name)] or ::StandIn.refuse("no table #{table_name}")
    table[:enabled] = true
  end

  def drop(table_name)
    name = ::StandIn.full_name(table_name)
    table = @state[:tables][name] or ::StandIn.refuse("Table #{name} does not exist")
    ::StandIn.refuse("Table #{name} is enabled. Disable it first.") if table[:enabled]
    @state[:tables].delete(name)
  end

  def exit(*); end

  def method_missing(name, *_args)
    ::StandIn.refuse("UNEXPECTED #{name}")
  end

  def respond_to_missing?(*)
    true
  end
end

def state_json(state)
  hex_of = ->(k) { StandIn.hex_of(k) }
  tables = state[:tables].sort.to_h do |name, t|
    families = t[:families].sort.to_h do |fname, f|
      [fname, { 'values' => ::FAMILY_DEFAULTS.merge(f[:values]).merge(f[:metadata]).sort.to_h,
                'configuration' => f[:configuration].sort.to_h }]
    end
    [name, { 'enabled' => t[:enabled], 'values' => t[:values].sort.to_h,
             'configuration' => t[:configuration].sort.to_h, 'families' => families,
             'splits' => t[:splits].sort.map(&hex_of) }]
  end
  JSON.generate({ 'namespaces' => state[:namespaces].sort, 'tables' => tables })
end

def run_state_groups(paths)
  groups = paths.slice_when { |a, _| a == '--' }.map { |g| g.reject { |p| p == '--' } }
  groups.each do |group|
    state = { namespaces: [], tables: {} }
    StandIn.dialect = group.first&.start_with?('@') ? group.shift[1..] : '2.5'
    begin
      group.each do |path|
        StatefulShell.new(state).instance_eval(File.read(path, mode: 'rb').force_encoding('UTF-8'),
                                               path)
      end
      puts "OK #{state_json(state)}"
    rescue ShellError, StandardError, ScriptError => e
      puts "ERROR #{e.message.gsub("\n", ' ')}"
    end
  end
end
