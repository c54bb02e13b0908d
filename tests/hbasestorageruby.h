#pragma once
// The JRuby half of tst_hbasestorage: the shell helpers that write generated rows, flush,
// major-compact and print the HFile bytes a real HBase keeps (docs/hbase-reference.md §6.5).

namespace HBaseStorageRuby {

// The helpers and the generators, in the shell's JRuby. Row data as tst_hbasestorage.cpp
// describes it; every figure goes out on a line of its own:
//   HBDW case rows cells keyvalue-bytes      what was written
//   HBDF case family files bytes             a family's HFiles over the table's regions
//   HBDMOB case files bytes                  the table's MOB folder
//   HBDR case index start-hex files bytes    a region's HFiles, in key order
inline const char *const kHelpers = R"RUBY(
require 'digest/md5'
J = org.apache.hadoop.hbase
$conn = J.client.ConnectionFactory.createConnection(J.HBaseConfiguration.create)
$admin = $conn.getAdmin
$root = $admin.getConfiguration.get('hbase.rootdir').sub(%r{^file:(//)?}, '')
LMAX = java.lang.Long::MAX_VALUE
def now_ms; java.lang.System.currentTimeMillis; end
def b(s); s.to_java_bytes; end
def tn(name); J.TableName.valueOf(name); end
def long_bytes(v); J.util.Bytes.toBytes(v.to_java(:long)); end

def drop_if(name)
  t = tn(name)
  return unless $admin.tableExists(t)
  $admin.disableTable(t) if $admin.isTableEnabled(t)
  $admin.deleteTable(t)
end

def hfiles(dir)
  return [] unless File.directory?(dir)
  Dir.children(dir).reject { |f| f.start_with?('.') }.map { |f| File.join(dir, f) }
     .select { |f| File.file?(f) }
end

def table_dir(name)
  File.join($root, 'data', *name.split(':'))
end

def regions_of(name)
  $admin.getRegions(tn(name)).select { |r| r.getReplicaId.zero? }
        .sort { |x, y| J.util.Bytes.compareTo(x.getStartKey, y.getStartKey) }
end

def family_dirs(name, region)
  rdir = File.join(table_dir(name), region.getEncodedName)
  Dir.children(rdir).reject { |f| f.start_with?('.') || f == 'recovered.edits' }
     .map { |f| File.join(rdir, f) }.select { |f| File.directory?(f) }
end

# A major compaction, by the region servers' own figures: every region with store files has one
# newer than the request.
def major_compact_fast(name, timeout = 180)
  asked = now_ms
  $admin.majorCompact(tn(name))
  deadline = asked + timeout * 1000
  loop do
    pending = []
    $admin.getRegionServers.each do |s|
      $admin.getRegionMetrics(s, tn(name)).each do |m|
        next if m.getStoreFileCount.zero? || m.getLastMajorCompactionTimestamp >= asked
        pending << m.getNameAsString
      end
    end
    return if pending.empty? && $admin.getCompactionState(tn(name)).to_s == 'NONE'
    raise "major compaction of #{name} not done after #{timeout} s" if now_ms > deadline
    sleep 0.3
  rescue java.lang.Exception, StandardError => e
    # A region that splits meanwhile is gone from the server: ask again.
    raise if e.message.to_s.include?('not done after') || now_ms > deadline
    sleep 0.3
  end
end

# ...and then one HFile a family folder. The files a compaction replaced stay until the
# CompactedHFilesDischarger chore archives them (every 2 minutes); closing the regions archives
# them at once, so the table is disabled and enabled.
def major_compact_settled(name)
  major_compact_fast(name)
  $admin.disableTable(tn(name))
  $admin.enableTable(tn(name))
  deadline = now_ms + 120_000
  until regions_of(name).all? { |r| family_dirs(name, r).all? { |d| hfiles(d).size <= 1 } }
    raise "#{name}: more than one HFile in a family after 120 s" if now_ms > deadline
    sleep 0.5
  end
end

def print_families(tag, name)
  sums = Hash.new { |h, k| h[k] = [0, 0] }
  regions_of(name).each do |r|
    family_dirs(name, r).each do |d|
      hfiles(d).each { |f| sums[File.basename(d)][0] += 1; sums[File.basename(d)][1] += File.size(f) }
    end
  end
  sums.keys.sort.each { |f| puts "HBDF #{tag} #{f} #{sums[f][0]} #{sums[f][1]}" }
end

def print_mob(tag, name)
  dir = File.join($root, 'mobdir', 'data', *name.split(':'))
  files = File.directory?(dir) ? Dir.glob(File.join(dir, '**', '*')).select { |f| File.file?(f) && !File.basename(f).start_with?('.') } : []
  puts "HBDMOB #{tag} #{files.size} #{files.sum { |f| File.size(f) }}"
end

def print_regions(tag, name)
  regions_of(name).each_with_index do |r, i|
    fs = family_dirs(name, r).flat_map { |d| hfiles(d) }
    puts "HBDR #{tag} #{i} #{J.util.Bytes.toHex(r.getStartKey)} #{fs.size} #{fs.sum { |f| File.size(f) }}"
  end
end

# Rows written through the Java client without the WAL (every case is flushed), 500 a batch.
# cells: [[qualifier, value bytes, timestamp], ...], written into every family named.
def write_rows(name, families)
  t = $conn.getTable(tn(name))
  batch = java.util.ArrayList.new
  rows = cells = kv = 0
  yield(lambda do |key, cs|
    p = J.client.Put.new(key)
    p.setDurability(J.client.Durability::SKIP_WAL)
    families.each do |f|
      cs.each do |q, v, ts|
        p.addColumn(b(f), b(q), ts, v)
        cells += 1
        kv += 20 + key.length + f.bytesize + q.bytesize + v.length
      end
    end
    batch.add(p)
    rows += 1
    if batch.size >= 500
      t.put(batch)
      batch.clear
    end
  end)
  t.put(batch) unless batch.empty?
  t.close
  $admin.flush(tn(name))
  [rows, cells, kv]
end

# Hashed IoT rows: 4 hex chars of md5(device) + "dev12345" + Long.MAX - ts; `v` a double,
# `q` {"unit":"C","ok":true,"seq":123456789} padded to 40 bytes. `pass` makes another version.
def iot_rows(n, pass = 0)
  base = 1_767_225_600_000
  devices = 1000
  i = 0
  devices.times do |d|
    dev = format('dev%05d', 10000 + d)
    prefix = Digest::MD5.hexdigest(dev)[0, 4] + dev
    (n / devices).times do |k|
      ts = base + k * 60_000 + d * 13
      key = b(prefix) + long_bytes(LMAX - ts)
      temp = 18.0 + ((d * 7 + k * 3 + pass) % 140) / 10.0
      q = format('{"unit":"C","ok":true,"seq":%09d}', (i * 7919 + pass * 104_729) % 1_000_000_000).ljust(40)
      yield key, [['v', J.util.Bytes.toBytes(temp.to_java(:double)), ts + pass * 3_600_000],
                  ['q', b(q), ts + pass * 3_600_000]]
      i += 1
    end
  end
end

# Waits until the table's region count has stayed the same for 1.5 s.
def wait_stable(name)
  last = -1
  same = 0
  60.times do
    n = regions_of(name).size
    same = n == last ? same + 1 : 0
    last = n
    return n if same >= 3
    sleep 0.5
  end
  last
end
)RUBY";

} // namespace HBaseStorageRuby
