# Helpers tst_hbasemigrate loads into the real HBase shell (load 'hbase-cells.rb'): write cells
# with given timestamps, print what a scan returns, wait for splits and major compactions. Every
# byte string goes in and out as hex, so no name or value is ever Ruby text. Java classes are
# named in full: the shell's own constants (TableName...) are left as they are.
$hbd_conn = org.apache.hadoop.hbase.client.ConnectionFactory.createConnection(
  org.apache.hadoop.hbase.HBaseConfiguration.create
)
$hbd_admin = $hbd_conn.getAdmin

def hbd_bytes(hex)
  org.apache.hadoop.hbase.util.Bytes.fromHex(hex)
end

def hbd_hex(bytes)
  org.apache.hadoop.hbase.util.Bytes.toHex(bytes)
end

def hbd_table_name(name)
  org.apache.hadoop.hbase.TableName.valueOf(name)
end

def hbd_now
  java.lang.System.currentTimeMillis
end

# cells: [[family hex, row hex, qualifier hex, timestamp, value hex], ...] written in one batch.
def hbd_put(table, cells)
  t = $hbd_conn.getTable(hbd_table_name(table))
  puts_ = java.util.ArrayList.new
  cells.each do |family, row, qualifier, ts, value|
    p = org.apache.hadoop.hbase.client.Put.new(hbd_bytes(row))
    p.addColumn(hbd_bytes(family), hbd_bytes(qualifier), ts, hbd_bytes(value))
    puts_.add(p)
  end
  t.put(puts_)
  t.close
end

# Every cell a scan of every version returns (a raw scan when raw), one line each:
#   HBDC table family row qualifier timestamp value type
# or HBDX table when the table does not exist.
def hbd_dump(table, raw)
  name = hbd_table_name(table)
  unless $hbd_admin.tableExists(name)
    puts "HBDX #{table}"
    return
  end
  t = $hbd_conn.getTable(name)
  scan = org.apache.hadoop.hbase.client.Scan.new.readAllVersions
  scan.setRaw(raw)
  scanner = t.getScanner(scan)
  scanner.each do |result|
    result.rawCells.each do |c|
      puts ['HBDC', table,
            hbd_hex(org.apache.hadoop.hbase.CellUtil.cloneFamily(c)),
            hbd_hex(org.apache.hadoop.hbase.CellUtil.cloneRow(c)),
            hbd_hex(org.apache.hadoop.hbase.CellUtil.cloneQualifier(c)),
            c.getTimestamp,
            hbd_hex(org.apache.hadoop.hbase.CellUtil.cloneValue(c)),
            c.getType].join(' ')
    end
  end
  scanner.close
  t.close
end

# The namespaces and tables whose names start with prefix: HBDN ns, HBDT ns:table.
def hbd_list(prefix)
  $hbd_admin.listNamespaceDescriptors.map(&:getName).select { |n| n.start_with?(prefix) }
            .sort.each { |n| puts "HBDN #{n}" }
  $hbd_admin.listTableNames.map(&:getNameAsString).select { |n| n.start_with?(prefix) }
            .sort.each { |n| puts "HBDT #{n}" }
end

# `split` only asks for a split: waits until table has count regions (primary replicas), at most
# 120 s.
def hbd_wait_regions(table, count)
  name = hbd_table_name(table)
  deadline = hbd_now + 120_000
  loop do
    have = $hbd_admin.getRegions(name).select { |r| r.getReplicaId.zero? }.size
    return if have == count
    raise "#{table} has #{have} regions after 120 s, not #{count}" if hbd_now > deadline

    sleep 0.2
  end
end

# A major compaction of every table named, waited for: `major_compact` only asks for one. Done
# when every primary region that holds store files has one a major compaction wrote after the request
# (the region servers' own figures, asked of each server, not the master's periodic copy), at
# most 180 s.
def hbd_major_compact(tables)
  asked = hbd_now
  names = tables.map { |t| hbd_table_name(t) }.select { |n| $hbd_admin.tableExists(n) }
  names.each { |n| $hbd_admin.majorCompact(n) }
  deadline = asked + 180_000
  loop do
    pending = []
    $hbd_admin.getRegionServers.each do |server|
      names.each do |n|
        # Only primary regions compact; a read replica keeps the files it opened with.
        primaries = $hbd_admin.getRegions(n).select { |r| r.getReplicaId.zero? }
                              .map(&:getRegionNameAsString)
        $hbd_admin.getRegionMetrics(server, n).each do |m|
          next unless primaries.include?(m.getNameAsString)
          next if m.getStoreFileCount.zero? || m.getLastMajorCompactionTimestamp >= asked

          pending << m.getNameAsString
        end
      end
    end
    return if pending.empty?
    raise "major compaction not done after 180 s: #{pending.first(3).join(', ')}" if hbd_now > deadline

    sleep 0.2
  end
end
