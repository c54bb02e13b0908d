#pragma once

#include "model/rules/finding.h"

#include <QAbstractTableModel>

// The problems panel's rows: one finding each, errors first (docs/rules.md).
class FindingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { SeverityColumn, RuleColumn, ObjectColumn, MessageColumn, ColumnCount };
    enum Role {
        ObjectPathRole = Qt::UserRole + 1,
        SeverityRole, // Severity as int
        FixableRole,  // the designer can apply the finding's fix
    };

    using QAbstractTableModel::QAbstractTableModel;

    void setFindings(QList<Finding> findings);
    const QList<Finding> &findings() const { return m_findings; }
    int count(Severity severity) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate();

private:
    QString severityText(Severity severity) const;

    QList<Finding> m_findings;
};
